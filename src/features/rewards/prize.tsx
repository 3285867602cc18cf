/**
 * <ingame-prize> and #/ingame/prize: the player's rewards, newest first, with amount, time and
 * state (pending / claimed / expired), and a claim button where the platform allows it. Opening
 * the page records the "last check prize time" cookie (§3), which clears the menu's badge.
 */
import { useEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { PrizeRecord } from '../../api/contract';
import { useMutation } from '../../state/mutation';
import { isAuthenticatedAtom, sessionReadyAtom, tokenAtom } from '../../state/session';
import { useResource } from '../../state/resource';
import { useElement } from '../../ui/element-context';
import { ErrorNotice } from '../../ui/error-notice';
import { FeatureScope } from '../../ui/feature-scope';
import { Spinner } from '../../ui/spinner';
import { claimPrize, markPrizesSeen, prizesFamily, type PlayerKey } from './rewards.api';
import { usePlayerFormat } from '../../ui/use-player-format';
import { sortPrizes } from './rewards-rules';
import css from './rewards.css?inline';
import { rewardsCatalog } from './rewards.catalog';
import { RetryText } from '../../ui/retry-text';

function PrizeRow({ prize, playerKey }: { prize: PrizeRecord; playerKey: PlayerKey }) {
  const { t } = useLingui();
  const { emit } = useElement();
  const format = usePlayerFormat();
  const claiming = useMutation(claimPrize);
  const error = claiming.error;
  const stateText = {
    pending: t({ id: 'rewards.prize.state.pending', message: 'Pending' }),
    claimed: t({ id: 'rewards.prize.state.claimed', message: 'Claimed' }),
    expired: t({ id: 'rewards.prize.state.expired', message: 'Expired' }),
  }[prize.State];
  const date = prize.ClaimBy ? format.dateTime(prize.ClaimBy) : '';
  const claim = async () => {
    const result = await claiming.run({ id: prize.Id, key: playerKey });
    if (result.ok) emit('ingame-prize-claim', { id: prize.Id, amount: prize.Amount });
  };
  return (
    <li className={`reward is-${prize.State}`} part="reward" data-state={prize.State}>
      <div className="reward__main">
        <span className="reward__name">{prize.Name}</span>
        <span className="reward__time">{format.dateTime(prize.Time)}</span>
        {prize.State === 'pending' && prize.ClaimBy ? (
          <span className="reward__deadline">{t({ id: 'rewards.prize.claimBy', message: `Claim by ${date}` })}</span>
        ) : null}
      </div>
      <span className="reward__amount">{format.money(prize.Amount)}</span>
      <span className={`reward__state is-${prize.State}`}>{stateText}</span>
      {prize.Claimable ? (
        <button
          type="button"
          className="rewards__button reward__claim"
          disabled={claiming.busy}
          aria-busy={claiming.busy}
          onClick={() => void claim()}
        >
          {claiming.busy
            ? t({ id: 'rewards.prize.claiming', message: 'Claiming…' })
            : t({ id: 'rewards.prize.claim', message: 'Claim' })}
        </button>
      ) : null}
      {error ? (
        <div className="reward__error">
          <ErrorNotice compact code={error.Code} message={error.Message} trace={error.trace} />
        </div>
      ) : null}
    </li>
  );
}

function PrizeView() {
  const { t } = useLingui();
  const { locale, emit } = useElement();
  const store = useStore();
  const ready = useAtomValue(sessionReadyAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const token = useAtomValue(tokenAtom);
  const key = ready && authenticated && token ? { token, locale } : null;
  const prizes = useResource(prizesFamily, key);
  const loaded = prizes.status === 'ready';

  // §3 "last check prize time": the player has now seen every reward listed.
  const seen = useRef(false);
  useEffect(() => {
    if (!loaded || seen.current) return;
    seen.current = true;
    const at = Date.now();
    markPrizesSeen(store, at);
    emit('ingame-prize-seen', { at });
  }, [loaded, emit, store]);

  let body;
  if (!ready || (key && prizes.status === 'loading')) body = <Spinner />;
  else if (!key)
    body = (
      <p className="rewards__empty" role="status">
        {t({ id: 'rewards.prize.signIn', message: 'Sign in to see your rewards.' })}
      </p>
    );
  else if (prizes.status === 'error') {
    body = (
      <div className="rewards__error">
        <ErrorNotice code={prizes.error.Code} trace={prizes.error.trace} />
        <button type="button" className="rewards__button" onClick={prizes.reload}>
          <RetryText />
        </button>
      </div>
    );
  } else if (prizes.status === 'ready' && prizes.data.length === 0) {
    body = (
      <p className="rewards__empty" role="status">
        {t({ id: 'rewards.prize.empty', message: 'No rewards yet. Rewards you win will appear here.' })}
      </p>
    );
  } else if (prizes.status === 'ready' && key) {
    body = (
      <ul className="rewards__list">
        {sortPrizes(prizes.data).map((p) => (
          <PrizeRow key={p.Id} prize={p} playerKey={key} />
        ))}
      </ul>
    );
  }
  return (
    <div className="prize" part="base">
      <h2 className="rewards__title">{t({ id: 'rewards.prize.title', message: 'My rewards' })}</h2>
      {body}
    </div>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function Prize() {
  return (
    <FeatureScope css={css} catalog={rewardsCatalog}>
      <PrizeView />
    </FeatureScope>
  );
}
