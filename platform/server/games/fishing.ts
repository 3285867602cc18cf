/**
 * Fishing: the stake buys a number of shots (stake ÷ shots each); a shot at a creature worth ×m
 * catches it with probability 0.96 ÷ m (the house keeps 4%), and a catch pays the shot's bet × m.
 * The round lists each creature caught (catches of one kind add up) and the shots spent on it.
 */
import { CREATURE_KEYS, type FishCatch } from '../../../src/api/contract/index.ts';
import { pay, type Rand } from './rng.ts';

/** Each creature's multiplier (§1 catalogue order, smallest first). */
export const CREATURE_MULTIPLIERS: Record<(typeof CREATURE_KEYS)[number], number> = {
  clownfish: 2,
  lanternFish: 3,
  seaTurtle: 5,
  octopus: 10,
  shark: 20,
  goldenDragon: 100,
  giantCrab: 50,
  yeti: 300,
  moonRabbit: 1000,
};

export function playFishing(r: Rand, stake: number): { catches: FishCatch[]; win: number; shots: number } {
  const shots = r.pick([10, 20, 30, 40, 50]);
  const shotBet = stake / shots;
  const byFish = new Map<string, FishCatch>();
  for (let i = 0; i < shots; i++) {
    // Players aim at small fish far more often than at the monsters.
    const fish = CREATURE_KEYS[Math.min(CREATURE_KEYS.length - 1, Math.floor(-Math.log(1 - r.next()) * 1.6))]!;
    const multiplier = CREATURE_MULTIPLIERS[fish];
    const caught = r.next() < 0.96 / multiplier;
    const entry = byFish.get(fish) ?? { Fish: fish, Multiplier: multiplier, Shots: 0, Win: 0 };
    entry.Shots++;
    if (caught) entry.Win += pay(shotBet, multiplier);
    byFish.set(fish, entry);
  }
  const catches = [...byFish.values()].filter((c) => c.Win > 0);
  return { catches, win: catches.reduce((s, c) => s + c.Win, 0), shots };
}
