/**
 * The item cards the seed hands out: every §3 kind and tier, with an id of each §6 image among them
 * (seed/rewards.ts deals them to the players).
 */
import type { ItemCardKind } from '../../../src/api/contract/index.ts';

export interface CardType {
  kind: ItemCardKind;
  variant: string | null;
  /** Fish cards: the star level (1–5). */
  star?: number;
  /** The card id: decides the image (§6: 691 Rich, 1002 or ≥ 10000 TaDa, otherwise Jili). */
  cardId: number;
  name: (game: string) => string;
  info: (game: string) => string;
}

export const FISH_INFO = (game: string) => `Use this card in ${game} before it expires.`;

/** Every §3 kind and tier, with an id of each §6 image among them. */
export const CARD_TYPES: CardType[] = [
  { kind: 'fish', variant: null, star: 1, cardId: 1001, name: (g) => `${g} 1-Star`, info: FISH_INFO },
  { kind: 'fish', variant: null, star: 2, cardId: 1003, name: (g) => `${g} 2-Star`, info: FISH_INFO },
  { kind: 'fish', variant: null, star: 3, cardId: 1002, name: (g) => `${g} 3-Star`, info: FISH_INFO },
  { kind: 'fish', variant: null, star: 4, cardId: 10001, name: (g) => `${g} Premium`, info: FISH_INFO },
  { kind: 'fish', variant: null, star: 5, cardId: 691, name: (g) => `${g} Golden`, info: FISH_INFO },
  {
    kind: 'frozen',
    variant: null,
    cardId: 500,
    name: () => 'Frozen Card',
    info: () => 'Freezes all creatures for 15 seconds.',
  },
  {
    kind: 'bonusPrize',
    variant: null,
    cardId: 10500,
    name: () => 'Bonus Prize Card',
    info: () => 'Adds 20% to your prize. It does not stack with other bonuses and does not apply to lottery prizes.',
  },
  {
    kind: 'summon',
    variant: 'yeti',
    cardId: 700,
    name: () => 'Yeti Summon Card',
    info: () => 'Summons the Yeti, worth up to 1000×.',
  },
  {
    kind: 'summon',
    variant: 'rabbit',
    cardId: 701,
    name: () => 'Rabbit Summon Card',
    info: () => 'Summons the Moon Rabbit, worth up to 750×.',
  },
  {
    kind: 'summon',
    variant: 'dragonBoat',
    cardId: 10702,
    name: () => 'Dragon Boat Summon Card',
    info: () => 'Summons the Dragon Boat, worth up to 1200×.',
  },
  {
    kind: 'summon',
    variant: 'penguin',
    cardId: 703,
    name: () => 'Surfing Penguin Summon Card',
    info: () => 'Summons the Surfing Penguin, worth up to 1200×.',
  },
  {
    kind: 'summon',
    variant: 'xmas',
    cardId: 704,
    name: () => 'Xmas Express Summon Card',
    info: () => 'Summons the Xmas Express, worth up to 1200×.',
  },
  {
    kind: 'summon',
    variant: 'newYear',
    cardId: 1002,
    name: () => 'NewYear Pack Summon Card',
    info: () => 'Summons the NewYear Pack, worth up to 1000×.',
  },
  {
    kind: 'drill',
    variant: 'bronze',
    cardId: 800,
    name: () => 'Bronze Drill Card',
    info: (g) => `Fires a drill that bores through the creatures in ${g}.`,
  },
  {
    kind: 'drill',
    variant: 'silver',
    cardId: 801,
    name: () => 'Silver Drill Card',
    info: (g) => `Fires a drill that bores through the creatures in ${g}.`,
  },
  {
    kind: 'drill',
    variant: 'gold',
    cardId: 10800,
    name: () => 'Gold Drill Card',
    info: (g) => `Fires a drill that bores through the creatures in ${g}.`,
  },
];
