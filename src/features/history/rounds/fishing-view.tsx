/** Fishing: catches, the item cards used (fish card numbers read per §3), the detail round index. */
import { useLingui } from '@lingui/react/macro';
import { usePlayerFormat } from '../../../ui/use-player-format';
import { parseFishing } from './fishing';
import { RoundTable } from './table';
import { Incomplete, NoDetails } from './notes';
import { useCatalogueNames } from './names';

export function FishingView({ payload, showDetailIndex }: { payload: unknown; showDetailIndex: boolean }) {
  const { t } = useLingui();
  const f = usePlayerFormat();
  const names = useCatalogueNames();
  const { value, incomplete } = parseFishing(payload);
  return (
    <div className="round round--fishing">
      {incomplete ? <Incomplete /> : null}
      {showDetailIndex && value.detailRoundIndex ? (
        <p className="round__facts-line">
          {t({ id: 'history.fish.detailRound', message: 'Detail round' })}:{' '}
          <span data-part="detail-round">{value.detailRoundIndex}</span>
        </p>
      ) : null}
      {value.catches.length === 0 ? (
        <NoDetails />
      ) : (
        <RoundTable
          head={[
            t({ id: 'history.fish.fish', message: 'Fish' }),
            t({ id: 'history.multiplier', message: 'Multiplier' }),
            t({ id: 'history.fish.shots', message: 'Shots' }),
            t({ id: 'history.win', message: 'Win' }),
          ]}
          rows={value.catches.map((c) => [
            names.creature(c.fish),
            c.multiplier !== null ? `×${f.number(c.multiplier)}` : '',
            c.shots ?? '',
            f.money(c.win),
          ])}
        />
      )}
      {value.cards.length ? (
        <section className="fish-cards">
          <h4>{t({ id: 'history.fish.cards', message: 'Item cards used' })}</h4>
          <ul>
            {value.cards.map((card, i) =>
              'invalid' in card ? (
                <li key={i} className="fish-card fish-card--invalid">
                  {card.raw}
                </li>
              ) : (
                <li key={i} className="fish-card" data-card={card.raw}>
                  <span className="fish-card__no">{card.raw}</span>{' '}
                  {t({
                    id: 'history.fish.cardLine',
                    message: `Game ${{ game: card.gameNo }} · ${{ tier: card.tier ? names.tier(card.tier) : card.star }} · serial ${{ serial: card.serial }}`,
                  })}
                </li>
              ),
            )}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
