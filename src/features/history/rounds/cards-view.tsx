/** PlayingCard games: every seat's hand as cards, the hand's name and its round result (§4). */
import { useLingui } from '@lingui/react/macro';
import type { RoundResult } from '../../../api/contract';
import { parseHands, SUIT_SYMBOLS } from './cards';
import { Incomplete, NoDetails } from './notes';
import { useCatalogueNames } from './names';

export function useResultLabel(): (result: RoundResult | string | null | undefined) => string {
  const { t } = useLingui();
  const labels: Record<RoundResult, string> = {
    win: t({ id: 'history.result.win', message: 'Win' }),
    lose: t({ id: 'history.result.lose', message: 'Lose' }),
    push: t({ id: 'history.result.push', message: 'Push' }),
    bust: t({ id: 'history.result.bust', message: 'Bust' }),
    fold: t({ id: 'history.result.fold', message: 'Fold' }),
    drop: t({ id: 'history.result.drop', message: 'Drop' }),
    timeoutDrop: t({ id: 'history.result.timeoutDrop', message: 'Timeout drop' }),
  };
  return (result) => (result && Object.hasOwn(labels, result) ? labels[result as RoundResult] : (result ?? ''));
}

export function CardsView({ hands }: { hands: unknown }) {
  const { t } = useLingui();
  const resultLabel = useResultLabel();
  const names = useCatalogueNames();
  const parsed = parseHands(hands);
  return (
    <div className="round round--cards">
      {parsed.incomplete ? <Incomplete /> : null}
      {parsed.value.length === 0 ? (
        <NoDetails />
      ) : (
        parsed.value.map((hand, i) => (
          <section key={i} className={hand.mine ? 'hand hand--mine' : 'hand'}>
            <h4>
              {hand.mine ? t({ id: 'history.cards.you', message: 'You' }) : names.seat(hand.seat)}
              {hand.result ? <span className={`result result--${hand.result}`}>{resultLabel(hand.result)}</span> : null}
            </h4>
            <ul className="hand__cards">
              {hand.cards.map((card, c) => (
                <li key={c} className={card.red ? 'playing-card playing-card--red' : 'playing-card'}>
                  {card.rank}
                  {SUIT_SYMBOLS[card.suit]}
                </li>
              ))}
            </ul>
            {hand.handName ? <p className="hand__name">{names.hand(hand.handName)}</p> : null}
          </section>
        ))
      )}
    </div>
  );
}
