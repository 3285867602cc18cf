/**
 * The intro page's rules, pure (§2, §3, §5): which game the page is about, how its rules are laid
 * out (introBullet games as a bullet list), and whether the operator shows an RTP.
 */
import type { GameInfo } from '../../api/contract';
import { gameDisplayFlags, resolveGame } from '../../core/games';

/** The game named by the route (upper-cased id or number) or the `game` query, in the game list. */
export function introGame(gameId: string | null, games: readonly GameInfo[]): GameInfo | null {
  return gameId ? resolveGame(gameId, games) : null;
}

/** §3 introBullet: the rules as a bullet list; every other game reads them as paragraphs. */
export function rulesLayout(gameNo: number): 'bullets' | 'paragraphs' {
  return gameDisplayFlags(gameNo).introBullet ? 'bullets' : 'paragraphs';
}

/**
 * The RTP the operator shows, as a percent string ("96.50"), or null: §5 says a gated-off rtp is
 * "0" (not shown); anything that is not a percent between 0 and 100 is not shown either.
 */
export function shownRtp(rtp: string | null | undefined): string | null {
  const text = rtp?.trim() ?? '';
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= 100 ? text : null;
}

/** The page title: the game, then the intro label (§2). */
export function introTitle(gameName: string | null, label: string): string {
  return gameName ? `${gameName} ${label}` : label;
}
