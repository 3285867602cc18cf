/**
 * The "Random" nickname (issue 25 item 4): whole name parts only (never "StarSta" or "AceTige"),
 * at most 7 characters (§5), and a different one on every call — not one per second — so pressing
 * "Random" twice never offers the same name.
 */
import { randomInt } from 'node:crypto';
import { prng } from './seed.ts';

export const NICKNAME_MAX = 7;
const LATIN_PARTS = ['Ace', 'Lucky', 'Tiger', 'Star', 'Jade', 'Fox', 'Neo', 'King', 'Mega', 'Rich'];
const CHINESE_PARTS = ['龙', '虎', '金', '星', '福', '财', '运'];

export const nicknameParts = (langId: string | undefined): readonly string[] =>
  (langId ?? '').toLowerCase().startsWith('zh') ? CHINESE_PARTS : LATIN_PARTS;

type Rand = ReturnType<typeof prng>;

/** One or two whole parts that fit, then digits to the limit (one to three of them). */
export function composeNickname(parts: readonly string[], rand: Rand, max = NICKNAME_MAX): string {
  const fitting = parts.filter((p) => p.length + 1 <= max);
  const first = rand.pick(fitting);
  const seconds = parts.filter((p) => first.length + p.length + 1 <= max);
  const name = seconds.length && rand.next() < 0.8 ? first + rand.pick(seconds) : first;
  const digits = Math.max(1, Math.min(3, max - name.length));
  return name + String(rand.int(10 ** (digits - 1), 10 ** digits - 1));
}

let calls = 0;
/** Differs per process: two processes at the same millisecond do not draw the same names. */
const processSalt = randomInt(1, 2 ** 30);

/** Where the names offered lately are remembered: `claim` says whether the name is new to the player. */
export interface NicknameOffers {
  claim(playerId: number, nickname: string, now: number): Promise<boolean>;
}

/** This process's memory of the last 50 names per player (unit tests; createApp uses the database's). */
export function localNicknameOffers(): NicknameOffers {
  const offered = new Map<number, string[]>();
  return {
    async claim(playerId, nickname) {
      const recent = offered.get(playerId) ?? [];
      if (recent.includes(nickname)) return false;
      offered.set(playerId, [...recent.slice(-49), nickname]);
      return true;
    },
  };
}

let offers: NicknameOffers = localNicknameOffers();
/** Remember offers where every process sees them (shared-limits.ts sharedNicknameOffers), set by createApp. */
export const keepNicknameOffersIn = (store: NicknameOffers) => {
  offers = store;
};

/** A nickname for this player not offered to them lately (by any process); `isFree` checks the database. */
export async function randomNickname(
  playerId: number,
  langId: string | undefined,
  now: number,
  isFree: (nickname: string) => Promise<boolean>,
): Promise<string> {
  const rand = prng((playerId * 7919 + now + ++calls * 104_729 + processSalt) % 2 ** 31);
  const parts = nicknameParts(langId);
  let nickname = composeNickname(parts, rand);
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await isFree(nickname)) && (await offers.claim(playerId, nickname, now))) break;
    nickname = composeNickname(parts, rand);
  }
  return nickname;
}
