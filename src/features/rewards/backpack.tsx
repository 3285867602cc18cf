/**
 * <ingame-backpack> and the user-items section of /ingame/member: the player's item cards grouped
 * by kind (§3), each with its §6 image, its name by the tier rule, game, bet amount, balance
 * limit, info (§5/§9) and expiry (§4). Expired cards disappear, also while the page is open.
 * An operator without a backpack (§5 gate: JILI Star, GLI) gets a plain statement, no toast.
 */
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { CODES, type ItemCard } from '../../api/contract';
import { isAuthenticatedAtom, sessionReadyAtom, tokenAtom } from '../../state/session';
import { useResource } from '../../state/resource';
import { useElement } from '../../ui/element-context';
import { ErrorNotice } from '../../ui/error-notice';
import { FeatureScope } from '../../ui/feature-scope';
import { Img } from '../../ui/img';
import { SignInPrompt } from '../../ui/loaded';
import { Spinner } from '../../ui/spinner';
import { CARD_IMAGE_BASE } from './assets';
import { backpackFamily } from './rewards.api';
import { useNow } from '../../ui/use-now';
import { usePlayerFormat } from '../../ui/use-player-format';
import { cardImageFile, expiryOf, groupCards, liveCards, nextExpiryIn } from './rewards-rules';
import { cardTexts, KIND_TITLES } from './rewards-texts';
import css from './rewards.css?inline';
import { rewardsCatalog } from './rewards.catalog';
import { RetryText } from '../../ui/retry-text';

function CardView({ card, now }: { card: ItemCard; now: number }) {
  const { t, i18n } = useLingui();
  const { locale } = useElement();
  const format = usePlayerFormat();
  const texts = cardTexts(card);
  const values = { game: card.GameName };
  const name = texts.name ? i18n._(texts.name.id, values) : card.Name;
  const info = texts.info ? i18n._(texts.info.id, values) : card.Info;
  const expiry = expiryOf(card.ExpiryDate, now);
  const date = format.dateTime(card.ExpiryDate);
  const hours = expiry.state === 'soon' ? expiry.hours : 0;
  const minutes = expiry.state === 'soon' ? expiry.minutes : 0;
  return (
    <li className="item-card" part="item-card" data-kind={card.Kind} data-id={card.Id}>
      <Img
        className="item-card__image"
        base={CARD_IMAGE_BASE}
        name={cardImageFile(card.Id)}
        locale={locale}
        alt=""
        width={72}
        height={96}
        loading="lazy"
      />
      <div className="item-card__body">
        <h4 className="item-card__name">{name}</h4>
        <p className="item-card__game">{card.GameName}</p>
        <p className="item-card__info">{info}</p>
        <dl className="item-card__facts">
          <div>
            <dt>{t({ id: 'rewards.card.bet', message: 'Bet amount' })}</dt>
            <dd>{format.money(card.BetAmount)}</dd>
          </div>
          <div>
            <dt>{t({ id: 'rewards.card.balanceLimit', message: 'Balance limit' })}</dt>
            <dd>{format.money(card.BalanceLimit)}</dd>
          </div>
          {card.CardNo ? (
            <div>
              <dt>{t({ id: 'rewards.card.number', message: 'Card number' })}</dt>
              <dd>{card.CardNo}</dd>
            </div>
          ) : null}
        </dl>
        <p className={expiry.state === 'soon' ? 'item-card__expiry is-soon' : 'item-card__expiry'} part="expiry">
          <span>{t({ id: 'rewards.card.expires', message: `Expires ${date}` })}</span>
          {expiry.state === 'soon' ? (
            <strong className="item-card__soon">
              {hours > 0
                ? t({ id: 'rewards.card.expiresInHours', message: `expires in ${hours} h` })
                : t({ id: 'rewards.card.expiresInMinutes', message: `expires in ${minutes} min` })}
            </strong>
          ) : null}
        </p>
      </div>
    </li>
  );
}

function Cards({ cards }: { cards: ItemCard[] }) {
  const { t, i18n } = useLingui();
  // Re-render every minute (the "expires in" countdown) and at the next expiry (the card goes).
  const now = useNow(60_000, nextExpiryIn(cards, Date.now()));
  const live = liveCards(cards, now);
  if (live.length === 0) {
    return (
      <p className="rewards__empty" role="status">
        {t({ id: 'rewards.backpack.empty', message: 'Your backpack is empty. Item cards you win will appear here.' })}
      </p>
    );
  }
  return (
    <>
      {groupCards(live).map((group) => (
        <section key={group.kind} className="backpack__group" aria-labelledby={`backpack-${group.kind}`}>
          <h3 id={`backpack-${group.kind}`} className="backpack__kind">
            {i18n._(KIND_TITLES[group.kind])} <span className="backpack__count">{group.cards.length}</span>
          </h3>
          <ul className="backpack__cards">
            {group.cards.map((card, index) => (
              <CardView key={`${card.Id}-${card.CardNo ?? ''}-${card.ExpiryDate}-${index}`} card={card} now={now} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function BackpackView() {
  const { t } = useLingui();
  const { locale } = useElement();
  const ready = useAtomValue(sessionReadyAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const token = useAtomValue(tokenAtom);
  const cards = useResource(backpackFamily, ready && authenticated && token ? { token, locale } : null);
  let body;
  if (!ready || !authenticated)
    body = (
      <SignInPrompt ready={ready} className="rewards__empty">
        {t({ id: 'rewards.backpack.signIn', message: 'Sign in to see your item cards.' })}
      </SignInPrompt>
    );
  else if (cards.status === 'loading') body = <Spinner />;
  else if (cards.status === 'error' && cards.error.Code === CODES.FEATURE_DISABLED) {
    body = (
      <p className="rewards__empty backpack__gated" role="status">
        {t({
          id: 'rewards.backpack.gated',
          message: 'This operator has no backpack: item cards are not available here.',
        })}
      </p>
    );
  } else if (cards.status === 'error') {
    body = (
      <div className="rewards__error">
        <ErrorNotice code={cards.error.Code} trace={cards.error.trace} />
        <button type="button" className="rewards__button" onClick={cards.reload}>
          <RetryText />
        </button>
      </div>
    );
  } else body = <Cards cards={cards.data} />;
  return (
    <div className="backpack" part="base" aria-busy={cards.status === 'loading' && authenticated}>
      <h2 className="rewards__title">{t({ id: 'rewards.backpack.title', message: 'My items' })}</h2>
      {body}
    </div>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function Backpack() {
  return (
    <FeatureScope css={css} catalog={rewardsCatalog}>
      <BackpackView />
    </FeatureScope>
  );
}
