/** Bingo: each card's balls and awards, and bonus rounds with their own cards (nested). */
import { useLingui } from '@lingui/react/macro';
import { usePlayerFormat } from '../../../ui/use-player-format';
import { parseBingo, type BingoCard } from './bingo';
import { RoundTable } from './table';
import { Incomplete, NoDetails } from './notes';
import { useTerms } from './names';

function CardView({ card, index, depth }: { card: BingoCard; index: number; depth: number }) {
  const { t } = useLingui();
  const f = usePlayerFormat();
  const terms = useTerms();
  return (
    <section className="bingo-card" data-depth={depth}>
      <h4>
        {t({ id: 'history.bingo.card', message: `BingoCard ${{ n: index + 1 }}` })}
        {card.win !== null ? (
          <span>
            {' '}
            · {t({ id: 'history.win', message: 'Win' })} {f.money(card.win)}
          </span>
        ) : null}
      </h4>
      <ol className="bingo-card__balls" aria-label={t({ id: 'history.bingo.balls', message: 'Balls' })}>
        {card.balls.map((ball, i) => (
          <li key={i} className={`ball ball--${ball.colour}${ball.bonus ? ' ball--bonus' : ''}`}>
            {ball.number}
            {ball.bonus ? (
              <span className="visually-hidden"> {t({ id: 'history.bingo.bonusBall', message: 'bonus ball' })}</span>
            ) : null}
          </li>
        ))}
      </ol>
      {card.awards.length ? (
        <RoundTable
          head={[
            t({ id: 'history.bingo.number', message: 'No.' }),
            t({ id: 'history.bingo.line', message: 'Line' }),
            t({ id: 'history.record.odds', message: 'Odds' }),
            t({ id: 'history.win', message: 'Win' }),
          ]}
          rows={card.awards.map((a) => [a.number ?? '', terms.text(a.line), terms.odds(a.odds), f.money(a.win)])}
        />
      ) : null}
      {card.bonus.map((cards, r) => (
        <div key={r} className="bingo-bonus">
          <h5>{t({ id: 'history.bingo.bonus', message: `Bonus round ${{ n: r + 1 }}` })}</h5>
          {cards.map((c, i) => (
            <CardView key={i} card={c} index={i} depth={depth + 1} />
          ))}
        </div>
      ))}
    </section>
  );
}

export function BingoView({ cards }: { cards: unknown }) {
  const parsed = parseBingo(cards);
  return (
    <div className="round round--bingo">
      {parsed.incomplete ? <Incomplete /> : null}
      {parsed.value.length === 0 ? (
        <NoDetails />
      ) : (
        parsed.value.map((card, i) => <CardView key={i} card={card} index={i} depth={0} />)
      )}
    </div>
  );
}
