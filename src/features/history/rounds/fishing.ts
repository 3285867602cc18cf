/**
 * Fishing rounds: catches (fish, multiplier, shots, win), the item cards used, and the detail
 * round index some operators show. §3 fish card numbers are 7 digits: type (1), game id (3), star
 * level (1), card serial (2).
 */
import { count, entries, list, num, record, str, type Parsed } from './read';

/**
 * The one exception (§3): game id 192 is Bombing Fishing's legacy card id; its cards name game 9.
 * Every other id is the game number itself.
 */
export const LEGACY_CARD_GAMES: Record<number, number> = { 192: 9 };

/** §3 star tiers, 1 to 5. */
export const STAR_TIERS = ['1-Star', '2-Star', '3-Star', 'Premium', 'Golden'] as const;

export interface FishCardNumber {
  raw: string;
  type: number;
  /** The game id written in the number (192 stays 192). */
  cardGameId: number;
  /** The game number it belongs to (192 → 9). */
  gameNo: number;
  star: number;
  /** Tier name, null when the star level is outside 1–5. */
  tier: (typeof STAR_TIERS)[number] | null;
  serial: number;
}

export function parseFishCardNumber(input: unknown): FishCardNumber | null {
  const raw = str(input)?.trim() ?? '';
  if (!/^\d{7}$/.test(raw)) return null;
  const cardGameId = Number(raw.slice(1, 4));
  const star = Number(raw[4]);
  return {
    raw,
    type: Number(raw[0]),
    cardGameId,
    gameNo: LEGACY_CARD_GAMES[cardGameId] ?? cardGameId,
    star,
    tier: STAR_TIERS[star - 1] ?? null,
    serial: Number(raw.slice(5)),
  };
}

export interface Catch {
  fish: string;
  multiplier: number | null;
  shots: number | null;
  win: number | null;
}
export interface FishingRound {
  catches: Catch[];
  /** Parsed card numbers; unreadable numbers are kept raw so the player still sees them. */
  cards: (FishCardNumber | { raw: string; invalid: true })[];
  detailRoundIndex: string | null;
}

export function parseFishing(input: unknown): Parsed<FishingRound> {
  const payload = record(input);
  const catches = entries(payload?.Catches, (c): Catch | null => {
    const fish = str(c.Fish);
    return fish ? { fish, multiplier: num(c.Multiplier), shots: count(c.Shots), win: num(c.Win) } : null;
  });
  const cards = (list(payload?.ItemCards) ?? []).map(
    (raw) => parseFishCardNumber(raw) ?? { raw: str(raw) ?? '', invalid: true as const },
  );
  return {
    value: { catches: catches.value, cards, detailRoundIndex: str(payload?.DetailRoundIndex) || null },
    incomplete: catches.incomplete,
  };
}
