/**
 * The rewards catalogue of item-card names and infos (§3, §5, §9) and reward kinds. The platform
 * serves the same texts (its seed reads locales/<locale>/rewards.po by these ids), and the page
 * prefers its own text for every kind it knows, so a card reads the same in both places.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ItemCard, ItemCardKind } from '../../api/contract';
import type { GiftOutcome } from './rewards-rules';
import { decodeFishCard } from './rewards-rules';

/** Fish card names by star level (1–5): the game name plus the tier. */
const FISH_NAMES: Record<string, MessageDescriptor> = {
  1: msg({ id: 'rewards.card.fish.1', message: '{game} 1-Star' }),
  2: msg({ id: 'rewards.card.fish.2', message: '{game} 2-Star' }),
  3: msg({ id: 'rewards.card.fish.3', message: '{game} 3-Star' }),
  4: msg({ id: 'rewards.card.fish.4', message: '{game} Premium' }),
  5: msg({ id: 'rewards.card.fish.5', message: '{game} Golden' }),
};

const SUMMON_NAMES: Record<string, MessageDescriptor> = {
  yeti: msg({ id: 'rewards.card.summon.yeti', message: 'Yeti Summon Card' }),
  rabbit: msg({ id: 'rewards.card.summon.rabbit', message: 'Rabbit Summon Card' }),
  dragonBoat: msg({ id: 'rewards.card.summon.dragonBoat', message: 'Dragon Boat Summon Card' }),
  penguin: msg({ id: 'rewards.card.summon.penguin', message: 'Surfing Penguin Summon Card' }),
  xmas: msg({ id: 'rewards.card.summon.xmas', message: 'Xmas Express Summon Card' }),
  newYear: msg({ id: 'rewards.card.summon.newYear', message: 'NewYear Pack Summon Card' }),
};

/** §9 summon maximum multipliers. */
const SUMMON_INFOS: Record<string, MessageDescriptor> = {
  yeti: msg({ id: 'rewards.info.summon.yeti', message: 'Summons the Yeti, worth up to 1000×.' }),
  rabbit: msg({ id: 'rewards.info.summon.rabbit', message: 'Summons the Moon Rabbit, worth up to 750×.' }),
  dragonBoat: msg({ id: 'rewards.info.summon.dragonBoat', message: 'Summons the Dragon Boat, worth up to 1200×.' }),
  penguin: msg({ id: 'rewards.info.summon.penguin', message: 'Summons the Surfing Penguin, worth up to 1200×.' }),
  xmas: msg({ id: 'rewards.info.summon.xmas', message: 'Summons the Xmas Express, worth up to 1200×.' }),
  newYear: msg({ id: 'rewards.info.summon.newYear', message: 'Summons the NewYear Pack, worth up to 1000×.' }),
};

const DRILL_NAMES: Record<string, MessageDescriptor> = {
  bronze: msg({ id: 'rewards.card.drill.bronze', message: 'Bronze Drill Card' }),
  silver: msg({ id: 'rewards.card.drill.silver', message: 'Silver Drill Card' }),
  gold: msg({ id: 'rewards.card.drill.gold', message: 'Gold Drill Card' }),
};

const OTHER_NAMES: Partial<Record<ItemCardKind, MessageDescriptor>> = {
  frozen: msg({ id: 'rewards.card.frozen', message: 'Frozen Card' }),
  bonusPrize: msg({ id: 'rewards.card.bonusPrize', message: 'Bonus Prize Card' }),
};

const INFOS: Partial<Record<ItemCardKind, MessageDescriptor>> = {
  fish: msg({ id: 'rewards.info.fish', message: 'Use this card in {game} before it expires.' }),
  drill: msg({ id: 'rewards.info.drill', message: 'Fires a drill that bores through the creatures in {game}.' }),
  frozen: msg({ id: 'rewards.info.frozen', message: 'Freezes all creatures for 15 seconds.' }),
  bonusPrize: msg({
    id: 'rewards.info.bonusPrize',
    message: 'Adds 20% to your prize. It does not stack with other bonuses and does not apply to lottery prizes.',
  }),
};

export const KIND_TITLES: Record<ItemCardKind, MessageDescriptor> = {
  fish: msg({ id: 'rewards.kind.fish', message: 'Fish cards' }),
  summon: msg({ id: 'rewards.kind.summon', message: 'Summon cards' }),
  drill: msg({ id: 'rewards.kind.drill', message: 'Drill cards' }),
  frozen: msg({ id: 'rewards.kind.frozen', message: 'Frozen cards' }),
  bonusPrize: msg({ id: 'rewards.kind.bonusPrize', message: 'Bonus prize cards' }),
};

export const PRIZE_KINDS: Record<string, MessageDescriptor> = {
  signIn: msg({ id: 'rewards.prizeKind.signIn', message: 'Daily sign-in reward' }),
  ranking: msg({ id: 'rewards.prizeKind.ranking', message: 'Ranking prize' }),
  event: msg({ id: 'rewards.prizeKind.event', message: 'Event prize' }),
  rebate: msg({ id: 'rewards.prizeKind.rebate', message: 'VIP rebate' }),
  holiday: msg({ id: 'rewards.prizeKind.holiday', message: 'Holiday gift' }),
};

/** The descriptors of a card's name and info in the client catalogue; null for an unknown kind. */
export function cardTexts(card: Pick<ItemCard, 'Kind' | 'Variant' | 'CardNo'>): {
  name: MessageDescriptor | null;
  info: MessageDescriptor | null;
} {
  switch (card.Kind) {
    case 'fish': {
      const star = decodeFishCard(card.CardNo)?.star;
      return { name: star ? (FISH_NAMES[star] ?? null) : null, info: INFOS.fish ?? null };
    }
    case 'summon':
      return { name: SUMMON_NAMES[card.Variant ?? ''] ?? null, info: SUMMON_INFOS[card.Variant ?? ''] ?? null };
    case 'drill':
      return { name: DRILL_NAMES[card.Variant ?? ''] ?? null, info: INFOS.drill ?? null };
    default:
      return { name: OTHER_NAMES[card.Kind] ?? null, info: INFOS[card.Kind] ?? null };
  }
}

/** The player's message for each gift-code outcome (§8 texts where the spec gives them). */
export const OUTCOME_TEXTS: Record<GiftOutcome, MessageDescriptor> = {
  sent: msg({
    id: 'rewards.gift.outcome.sent',
    message: 'Your gift code is on its way. Please check your inbox (and the spam folder).',
  }),
  emailClaimed: msg({
    id: 'rewards.gift.outcome.emailClaimed',
    message: 'This e-mail address has already claimed a gift code for this event.',
  }),
  playerClaimed: msg({
    id: 'rewards.gift.outcome.playerClaimed',
    message: 'You have already received a gift code for this event.',
  }),
  dailyLimit: msg({
    id: 'rewards.gift.outcome.dailyLimit',
    message: "Today's gift codes have all been sent. Please try again tomorrow.",
  }),
  tooFrequent: msg({
    id: 'rewards.gift.outcome.tooFrequent',
    message: 'The operation is too frequent, please try again later',
  }),
  fullyClaimed: msg({
    id: 'rewards.gift.outcome.fullyClaimed',
    message: 'We apologize, but all available Gift codes for this event have already been fully claimed.',
  }),
  concluded: msg({ id: 'rewards.gift.outcome.concluded', message: 'The event has already concluded.' }),
  comingSoon: msg({ id: 'rewards.gift.outcome.comingSoon', message: 'This event has not started yet. Coming soon!' }),
  badEmail: msg({ id: 'rewards.gift.outcome.badEmail', message: 'The format is incorrect, please re-enter.' }),
  network: msg({
    id: 'rewards.gift.outcome.network',
    message: 'The network is unavailable. Your e-mail is kept; please try again.',
  }),
  timeout: msg({ id: 'rewards.gift.outcome.timeout', message: 'Connection is timeout, please try again later.' }),
  error: msg({ id: 'rewards.gift.outcome.error', message: 'The gift code could not be sent.' }),
};
