/**
 * The round detail page: the §3 game-record lines that apply to the round, then the family's
 * renderer. Loaded once per round and kept in the shared store, so coming back is instant.
 */
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { DetailRecord, GameFamily, GameInfo } from '../../api/contract';
import { showsFishDetailRoundIndex } from '../../core/brands';
import { apiIdAtom } from '../../state/session';
import { useResource } from '../../state/resource';
import { useElement } from '../../ui/element-context';
import { useStyles } from '../../ui/styles';
import { ErrorNotice } from '../../ui/error-notice';
import { Spinner } from '../../ui/spinner';
import { roundFamily, type RoundKey } from './history.api';
import { usePlayerFormat } from '../../ui/use-player-format';
import { useResultLabel } from './rounds/cards-view';
import { RoundView } from './rounds/round-view';
import { useTerms } from './rounds/names';
import css from './round-detail.css?inline';
import { RetryText } from '../../ui/retry-text';

export interface RoundRef {
  round: string;
  logIndex: string;
}

type Field = keyof DetailRecord;
const MONEY: Field[] = ['Bet', 'WinLose', 'Net', 'Fee', 'Commission'];
const TIME: Field[] = ['LotteryTime', 'LocalTime'];

export function Records({ records }: { records: DetailRecord[] }) {
  const { t } = useLingui();
  const f = usePlayerFormat();
  const resultLabel = useResultLabel();
  const terms = useTerms();
  // §3 game-record labels, in this order; a field the round does not have is not shown.
  const labels: [Field, string][] = [
    ['BetNo', t({ id: 'history.record.betNo', message: 'Bet number' })],
    ['WagersId', t({ id: 'history.record.wagersId', message: 'Wagers ID' })],
    ['OrderNo', t({ id: 'history.record.orderNo', message: 'Order number' })],
    ['Round', t({ id: 'history.record.round', message: 'Round' })],
    ['Games', t({ id: 'history.record.games', message: 'Number of games' })],
    ['Bet', t({ id: 'history.record.bet', message: 'Bet' })],
    ['BetCategory', t({ id: 'history.record.betCategory', message: 'Bet category' })],
    ['Target', t({ id: 'history.record.target', message: 'Target' })],
    ['Odds', t({ id: 'history.record.odds', message: 'Odds' })],
    ['Result', t({ id: 'history.record.result', message: 'Result' })],
    ['WinLose', t({ id: 'history.record.winLose', message: 'Win or lose' })],
    ['Net', t({ id: 'history.record.net', message: 'Net' })],
    ['Fee', t({ id: 'history.record.fee', message: 'Fee' })],
    ['Commission', t({ id: 'history.record.commission', message: 'Commission' })],
    ['PaytableId', t({ id: 'history.record.paytableId', message: 'Paytable ID' })],
    ['LotteryTime', t({ id: 'history.record.lotteryTime', message: 'Lottery time' })],
    ['LocalTime', t({ id: 'history.record.localTime', message: 'Local time' })],
  ];
  const show = (field: Field, value: unknown): string => {
    if (MONEY.includes(field)) return f.money(typeof value === 'number' ? value : null);
    if (TIME.includes(field)) return f.dateTime(typeof value === 'number' ? value : null);
    if (field === 'Result') return resultLabel(String(value));
    // The one odds convention of a round detail: the total return multiplier, ×1,9 (docs/platform.md).
    if (field === 'Odds' && typeof value === 'number') return terms.odds(value);
    // Catalogue codes (a list of areas, seats or targets), named in the page's language.
    if ((field === 'BetCategory' || field === 'Target') && typeof value === 'string') return terms.text(value);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return (
    <>
      {records.map((record, i) => (
        <dl key={i} className="records" data-part="records">
          {labels
            .filter(([field]) => record?.[field] != null && record[field] !== '')
            .map(([field, label]) => (
              <div key={field} data-field={field}>
                <dt>{label}</dt>
                <dd
                  className={
                    field === 'Net' || field === 'WinLose'
                      ? `amount${Number(record[field]) < 0 ? ' amount--negative' : ''}`
                      : undefined
                  }
                >
                  {show(field, record[field])}
                </dd>
              </div>
            ))}
        </dl>
      ))}
    </>
  );
}

/**
 * Families whose rounds are provably fair: the verifier (features/fairness verify.ts FAIR_FAMILIES,
 * which a feature may not import; a unit test keeps the two equal) checks them from their seeds.
 */
export const PROVABLY_FAIR: ReadonlySet<GameFamily> = new Set<GameFamily>([
  'limbo',
  'plinko',
  'mines',
  'keno',
  'wheel',
  'crash',
]);

/** The verifier's route with the round filled in (the app's `#/ingame/fairness` reads both). */
export const verifierHref = (game: number, round: string) =>
  `#/ingame/fairness?${new URLSearchParams({ game: String(game), round }).toString()}`;

/**
 * "Verify this round": a link to the verifier that asks the host first with a cancelable
 * `ingame-navigate` (bubbling, composed): the app shell opens its verifier; a lobby page may open
 * its own `<ingame-fairness game round>`; unhandled, the link is followed as it is.
 */
function VerifyLink({ game, round }: { game: number; round: string }) {
  const { t } = useLingui();
  const href = verifierHref(game, round);
  return (
    <a
      className="button button--secondary round-detail__verify"
      data-part="verify"
      href={href}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        const detail = { route: href.slice(1), href, what: 'fairness', game, round };
        const asked = new CustomEvent('ingame-navigate', { detail, bubbles: true, composed: true, cancelable: true });
        if (!e.currentTarget.dispatchEvent(asked)) e.preventDefault();
      }}
    >
      {t({ id: 'history.verifyRound', message: 'Verify this round' })}
    </a>
  );
}

export interface RoundDetailProps {
  game: GameInfo;
  round: RoundRef;
  onBack(): void;
}

export function RoundDetail({ game, round, onBack }: RoundDetailProps) {
  const { t } = useLingui();
  const { locale } = useElement();
  const apiId = useAtomValue(apiIdAtom);
  const f = usePlayerFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useStyles(css);
  const key: RoundKey = { game: game.No, round: round.round, logIndex: round.logIndex, locale };
  const detail = useResource(roundFamily, key);
  useEffect(() => heading.current?.focus(), [round.round]);
  return (
    <section className="round-detail" part="detail" aria-labelledby="round-title">
      <div className="round-detail__bar">
        <button type="button" className="round-detail__back" onClick={onBack}>
          <span aria-hidden="true">{'‹\u00a0'}</span>
          {t({ id: 'history.back', message: 'Back to the list' })}
        </button>
        <h2 id="round-title" ref={heading} tabIndex={-1}>
          {game.Name} · <span data-part="round">{round.round}</span>
        </h2>
      </div>
      {detail.status === 'loading' ? <Spinner /> : null}
      {detail.status === 'error' ? (
        <>
          <ErrorNotice code={detail.error.Code} message={detail.error.Message} trace={detail.error.trace} />
          <button type="button" className="button" onClick={detail.reload}>
            <RetryText />
          </button>
        </>
      ) : null}
      {detail.status === 'ready' ? (
        <>
          <p className="round-detail__when">{f.dateTime(detail.data.info.Date)}</p>
          <Records records={Array.isArray(detail.data.info.Records) ? detail.data.info.Records : []} />
          <RoundView
            payload={detail.data.info.Payload}
            summary={detail.data.summary}
            boxes={detail.data.boxes}
            showFishDetailIndex={showsFishDetailRoundIndex(apiId)}
          />
          {PROVABLY_FAIR.has(detail.data.info.Family) ? (
            <VerifyLink game={game.No} round={detail.data.info.RoundIndex || round.round} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
