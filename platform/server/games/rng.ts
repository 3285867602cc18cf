/**
 * The seeded random stream every game draws from: mulberry32 (small, fast, deterministic), so a
 * round's seed replays the same deal, reels and draws on every run and on every call.
 */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

export type Rand = ReturnType<typeof prng>;

/** What a stake returns at a multiplier, in the currency's smallest unit (cents never split). */
export const pay = (stake: number, multiplier: number) => Math.floor(stake * multiplier + 1e-6);
