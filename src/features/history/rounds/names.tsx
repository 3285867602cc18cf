/**
 * §1 catalogue names in a round's detail: card hand names, seats, fish and monster names and item
 * card tiers arrive as keys (contract/history.ts) and are named here in the page's language. A
 * value that is not a known key (a total such as "26", an older platform's text) shows as it came.
 */
import { useLingui } from '@lingui/react/macro';
import type { CreatureKey, HandKey } from '../../../api/contract';
import { usePlayerFormat } from '../../../ui/use-player-format';
import type { STAR_TIERS } from './fishing';
import { formatDecimals, isData, OTHER_TERM, splitTerms, termOf } from './terms';

const known = <K extends string>(table: Record<K, string>, key: string): string | null =>
  Object.hasOwn(table, key) ? table[key as K] : null;

export function useCatalogueNames() {
  const { t } = useLingui();
  const hands: Record<HandKey, string> = {
    highCard: t({ id: 'history.hand.highCard', message: 'High Card' }),
    pair: t({ id: 'history.hand.pair', message: 'Pair' }),
    twoPair: t({ id: 'history.hand.twoPair', message: 'Two Pair' }),
    threeOfAKind: t({ id: 'history.hand.threeOfAKind', message: 'Three of a Kind' }),
    straight: t({ id: 'history.hand.straight', message: 'Straight' }),
    flush: t({ id: 'history.hand.flush', message: 'Flush' }),
    fullHouse: t({ id: 'history.hand.fullHouse', message: 'Full House' }),
    fourOfAKind: t({ id: 'history.hand.fourOfAKind', message: 'Four of a Kind' }),
    straightFlush: t({ id: 'history.hand.straightFlush', message: 'Straight Flush' }),
    fiveOfAKind: t({ id: 'history.hand.fiveOfAKind', message: 'Five of a Kind' }),
  };
  const creatures: Record<CreatureKey, string> = {
    clownfish: t({ id: 'history.creature.clownfish', message: 'Clownfish' }),
    lanternFish: t({ id: 'history.creature.lanternFish', message: 'Lantern Fish' }),
    seaTurtle: t({ id: 'history.creature.seaTurtle', message: 'Sea Turtle' }),
    octopus: t({ id: 'history.creature.octopus', message: 'Octopus' }),
    shark: t({ id: 'history.creature.shark', message: 'Shark' }),
    goldenDragon: t({ id: 'history.creature.goldenDragon', message: 'Golden Dragon' }),
    giantCrab: t({ id: 'history.creature.giantCrab', message: 'Giant Crab' }),
    yeti: t({ id: 'history.creature.yeti', message: 'Yeti' }),
    moonRabbit: t({ id: 'history.creature.moonRabbit', message: 'Moon Rabbit' }),
  };
  const seats: Record<string, string> = {
    you: t({ id: 'history.cards.you', message: 'You' }),
    dealer: t({ id: 'history.seat.dealer', message: 'Dealer' }),
    banker: t({ id: 'history.seat.banker', message: 'Banker' }),
    player: t({ id: 'history.seat.player', message: 'Player' }),
  };
  const tiers: Record<(typeof STAR_TIERS)[number], string> = {
    '1-Star': t({ id: 'history.tier.1', message: '1-Star' }),
    '2-Star': t({ id: 'history.tier.2', message: '2-Star' }),
    '3-Star': t({ id: 'history.tier.3', message: '3-Star' }),
    Premium: t({ id: 'history.tier.premium', message: 'Premium' }),
    Golden: t({ id: 'history.tier.golden', message: 'Golden' }),
  };
  return {
    hand: (key: string) => known(hands, key) ?? key,
    creature: (key: string) => known(creatures, key) ?? key,
    tier: (key: string) => known(tiers, key) ?? key,
    seat(key: string): string {
      const numbered = /^seat-(\d{1,2})$/.exec(key);
      if (numbered) return t({ id: 'history.seat.numbered', message: `Seat ${{ seat: numbered[1] }}` });
      return known(seats, key) ?? key;
    },
  };
}

/**
 * The round detail's words and decimals from the platform (terms.ts): `name` names one code,
 * `text` a whole platform text (an outcome, a list of areas) token by token, `odds` writes a
 * multiplier the one way a round detail shows odds (×, the total return; docs/platform.md).
 */
export function useTerms() {
  const { i18n } = useLingui();
  const f = usePlayerFormat();
  const decimal = (value: number) => f.number(value);
  const name = (code: string): string => {
    // A card rank or a number ("A", "10", "7" on a slot plate) is data, not a word to name.
    if (isData(code)) return formatDecimals(code, decimal);
    const term = termOf(code);
    return term ? i18n._(term.message.id, term.values) : i18n._(OTHER_TERM.id);
  };
  return {
    name,
    text: (value: string | null | undefined): string =>
      splitTerms(value ?? '')
        .map((part) =>
          part.kind === 'code'
            ? name(part.code)
            : part.kind === 'data'
              ? formatDecimals(part.text, decimal)
              : part.text,
        )
        .join(''),
    odds: (value: number | null | undefined): string => (value == null ? '' : `×${f.number(value)}`),
  };
}
