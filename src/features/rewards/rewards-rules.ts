/**
 * The rewards rules, pure (no React): §3 item-card names and fish-card numbers, the §6 card image
 * by id, §4 expiry, the order of the backpack, the "last check prize time" badge, and what each
 * gift-code answer (§5/§8 codes 3001–3008, network, timeout) means for the page.
 */
import { CODES, type ItemCard, type ItemCardKind, type PrizeRecord } from '../../api/contract';

// ─── §3 fish cards ───

/** §3 star tiers, by the star-level digit of the card number. */
export const STAR_TIERS = ['1-Star', '2-Star', '3-Star', 'Premium', 'Golden'] as const;
export type StarTier = (typeof STAR_TIERS)[number];

export interface FishCardNumber {
  /** The type digit. */
  type: number;
  /** The 3-digit game id as written in the number (192 for the §3 exception). */
  gameId: number;
  /** Star level 1–5. */
  star: number;
  tier: StarTier;
  serial: number;
}

/**
 * §3: a fish card number is 7 digits — type (1), game id (3), star level (1), serial (2). Game id
 * 192 is the exception: it is written as is but is not a game number (the card's own GameNo says
 * which game it belongs to). Null when the number is not of that form or the star is not 1–5.
 */
export function decodeFishCard(cardNo: string | null | undefined): FishCardNumber | null {
  const m = /^(\d)(\d{3})([1-5])(\d{2})$/.exec(cardNo ?? '');
  if (!m) return null;
  const star = Number(m[3]);
  return { type: Number(m[1]), gameId: Number(m[2]), star, tier: STAR_TIERS[star - 1]!, serial: Number(m[4]) };
}

/** §3 game id 192: the number does not name the game; use the card's GameNo. */
export const FISH_CARD_EXCEPTION_ID = 192;

/** The game a fish card belongs to: the number's game id, except 192 (then the card's own game). */
export function fishCardGame(card: Pick<ItemCard, 'CardNo' | 'GameNo'>): number {
  const decoded = decodeFishCard(card.CardNo);
  if (!decoded || decoded.gameId === FISH_CARD_EXCEPTION_ID) return card.GameNo;
  return decoded.gameId;
}

// ─── §6 card images ───

export type CardImage = 'rich' | 'tada' | 'jili';

/** §6: 691 is the Rich card; ids at or above 10000 or equal to 1002 the TaDa card; otherwise Jili. */
export function cardImage(id: number): CardImage {
  if (id === 691) return 'rich';
  if (id >= 10000 || id === 1002) return 'tada';
  return 'jili';
}

/** The image file of a card (looked up through the §2 language fallback chain). */
export const cardImageFile = (id: number) => `item-card-${cardImage(id)}.svg`;

// ─── §4 expiry ───

export const EXPIRY_SOON_MS = 24 * 3600_000;

export type Expiry = { state: 'expired' } | { state: 'soon'; hours: number; minutes: number } | { state: 'later' };

/** §4: an expired card disappears; within a day of its end it says "expires in N h" (or minutes). */
export function expiryOf(expiresAt: string, now: number): Expiry {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return { state: 'expired' };
  if (left > EXPIRY_SOON_MS) return { state: 'later' };
  const minutes = Math.max(1, Math.ceil(left / 60_000));
  return { state: 'soon', hours: Math.floor(minutes / 60), minutes };
}

/** The cards still alive at `now`. */
export const liveCards = (cards: readonly ItemCard[], now: number) =>
  cards.filter((c) => expiryOf(c.ExpiryDate, now).state !== 'expired');

/** Milliseconds until the next card expires (to re-render then), or null when none will. */
export function nextExpiryIn(cards: readonly ItemCard[], now: number): number | null {
  const future = cards.map((c) => Date.parse(c.ExpiryDate) - now).filter((ms) => ms > 0);
  return future.length ? Math.min(...future) : null;
}

/** The order of the groups in the backpack. */
export const KIND_ORDER: readonly ItemCardKind[] = ['fish', 'summon', 'drill', 'frozen', 'bonusPrize'];

/** Cards grouped by kind (in KIND_ORDER), each group soonest-expiring first; empty groups left out. */
export function groupCards(cards: readonly ItemCard[]): { kind: ItemCardKind; cards: ItemCard[] }[] {
  return KIND_ORDER.map((kind) => ({
    kind,
    cards: cards
      .filter((c) => c.Kind === kind)
      .sort((a, b) => Date.parse(a.ExpiryDate) - Date.parse(b.ExpiryDate) || a.Id - b.Id),
  })).filter((g) => g.cards.length > 0);
}

// ─── prizes and the badge ───

/** Newest first (the platform already sends them so; the page does not rely on it). */
export const sortPrizes = (prizes: readonly PrizeRecord[]) =>
  [...prizes].sort((a, b) => Date.parse(b.Time) - Date.parse(a.Time) || b.Id - a.Id);

/**
 * How many rewards are newer than the "last check prize time" cookie (§3). No cookie (never
 * looked): every pending reward counts. An unreadable cookie counts as never looked.
 */
export function unseenCount(prizes: readonly PrizeRecord[], lastCheck: string | null | undefined): number {
  const since = lastCheck ? Number(lastCheck) : NaN;
  if (!Number.isFinite(since)) return prizes.filter((p) => p.State === 'pending').length;
  return prizes.filter((p) => Date.parse(p.Time) > since).length;
}

// ─── gift codes ───

export type GiftOutcome =
  | 'sent'
  | 'emailClaimed'
  | 'playerClaimed'
  | 'dailyLimit'
  | 'tooFrequent'
  | 'fullyClaimed'
  | 'concluded'
  | 'comingSoon'
  | 'badEmail'
  | 'network'
  | 'timeout'
  | 'error';

const BY_CODE: Record<number, GiftOutcome> = {
  [CODES.OK]: 'sent',
  [CODES.GIFTCODE_EMAIL_CLAIMED]: 'emailClaimed',
  [CODES.GIFTCODE_PLAYER_CLAIMED]: 'playerClaimed',
  [CODES.GIFTCODE_DAILY_LIMIT]: 'dailyLimit',
  [CODES.GIFTCODE_TOO_FREQUENT]: 'tooFrequent',
  [CODES.GIFTCODE_FULLY_CLAIMED]: 'fullyClaimed',
  [CODES.GIFTCODE_EVENT_CONCLUDED]: 'concluded',
  [CODES.GIFTCODE_EMAIL_INVALID]: 'badEmail',
  [CODES.GIFTCODE_NOT_STARTED]: 'comingSoon',
  [CODES.NETWORK]: 'network',
  [CODES.TIMEOUT]: 'timeout',
};

/** What a send's answer means; anything unknown is a §8 error (shown with its code:trace). */
export const giftOutcome = (code: number): GiftOutcome => BY_CODE[code] ?? 'error';

/** Outcomes after which the form stays usable (the player may fix the address or retry). */
export const RETRYABLE: ReadonlySet<GiftOutcome> = new Set([
  'emailClaimed',
  'tooFrequent',
  'badEmail',
  'network',
  'timeout',
  'error',
]);

/** Outcomes that close the form for this event (nothing the player can do here changes them). */
export const CLOSES_FORM: ReadonlySet<GiftOutcome> = new Set([
  'sent',
  'playerClaimed',
  'dailyLimit',
  'fullyClaimed',
  'concluded',
  'comingSoon',
]);

/** The seconds a "too frequent" answer asks to wait (its Data.RetryAfter), or the default. */
export function retryAfterSeconds(data: unknown, fallback: number): number {
  const value = (data as { RetryAfter?: unknown } | null | undefined)?.RetryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : fallback;
}

/** The page's outcome for the event itself, before any send (coming soon, concluded, fully claimed). */
export function eventOutcome(event: { State: string; Remaining: number }): GiftOutcome | null {
  if (event.State === 'comingSoon') return 'comingSoon';
  if (event.State === 'concluded') return 'concluded';
  if (event.Remaining <= 0) return 'fullyClaimed';
  return null;
}
