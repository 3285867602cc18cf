/**
 * Games, pure: the §3 per-game display flags and which game a `game` value names (an all-digit
 * value is a game number, §5). Read by the history list and the intro page.
 */
import type { GameInfo } from '../api/contract';

export interface GameDisplayFlags {
  /** Show the balance before the bet. */
  historyPreMoney: boolean;
  /** Show the balance after the round. */
  historyPostMoney: boolean;
  /** The intro page lists the game's rules as bullets. */
  introBullet: boolean;
}

const DEFAULT_DISPLAY: GameDisplayFlags = { historyPreMoney: false, historyPostMoney: false, introBullet: false };

/**
 * §3 per-game display flags for game ids 0–30: game 1 has introBullet; 6–14 show post-bet money
 * only, introBullet on 6 and 9–11; 15 and 17–21 show pre- and post-bet money, introBullet on
 * 19–21. Every other id (16, 22–30 and anything outside 0–30) uses the default entry.
 */
export function gameDisplayFlags(gameNo: number): GameDisplayFlags {
  if (!Number.isInteger(gameNo) || gameNo < 0 || gameNo > 30) return DEFAULT_DISPLAY;
  const postOnly = gameNo >= 6 && gameNo <= 14;
  const both = gameNo === 15 || (gameNo >= 17 && gameNo <= 21);
  return {
    historyPreMoney: both,
    historyPostMoney: postOnly || both,
    introBullet: gameNo === 1 || gameNo === 6 || (gameNo >= 9 && gameNo <= 11) || (gameNo >= 19 && gameNo <= 21),
  };
}

/**
 * The game a route or attribute names: an all-digit value is a game number, anything else a game
 * id (case-insensitive). Unknown → null.
 */
export function resolveGame(value: string | number | null | undefined, games: readonly GameInfo[]): GameInfo | null {
  if (value == null) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (/^\d{1,9}$/.test(text)) {
    // Before the game list arrives (or if it failed) a number still names a game; its family is
    // not needed here (each round's detail says it).
    return (
      games.find((g) => g.No === Number(text)) ??
      (games.length ? null : { No: Number(text), Id: text, Name: `#${text}`, Family: 'slot' })
    );
  }
  const id = text.toLowerCase();
  return games.find((g) => g.Id.toLowerCase() === id) ?? null;
}
