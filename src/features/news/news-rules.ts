/**
 * News, banners and game entrances, pure: tab filtering and order, link safety, picture paths
 * through the §2 fallback chain, the §9 deep-link fallback game URL, switch-off status, agent
 * messengers, and the carousel's index arithmetic. No React.
 */
import type { AgentInfo, Messenger, Promotion, PromotionCategory, SwitchOffStatus } from '../../api/contract';
import { safeLink } from './news-links';

// ─── tabs (§2: All News, Brand News, Latest Games News) ───

export type NewsTab = 'all' | 'brand' | 'games';
export const NEWS_TABS: readonly NewsTab[] = ['all', 'brand', 'games'];

export function parseTab(raw: string | null | undefined): NewsTab {
  return NEWS_TABS.includes(raw as NewsTab) ? (raw as NewsTab) : 'all';
}

const STATE_ORDER = { running: 0, comingSoon: 1, concluded: 2 } as const;

/**
 * A tab's promotions: All News every one, Brand News the `brand` ones, Latest Games News the
 * `games` ones. Running first, then coming soon, then concluded; newest start first within each.
 */
export function promotionsOf(list: readonly Promotion[], tab: NewsTab): Promotion[] {
  const category: PromotionCategory | null = tab === 'all' ? null : tab;
  return list
    .filter((p) => category === null || p.Category === category)
    .map((p, i) => ({ p, i, start: Date.parse(p.StartTime) }))
    .sort((a, b) => STATE_ORDER[a.p.State] - STATE_ORDER[b.p.State] || (b.start || 0) - (a.start || 0) || a.i - b.i)
    .map(({ p }) => p);
}

// Links and pictures (safeLink, imageParts, platformOrigin) live in news-links.ts: the app's own
// chunk needs them for the banners it asks for early, and nothing else of these rules.
export { imageParts, platformOrigin, safeLink, type SafeLink } from './news-links';

// ─── §9 deep-link fallback ───

/** The game host's name for an operator: TaDa api ids (tada api id list) have their own. */
export function gameHostLabel(apiId: number, tadaApiIds: readonly number[]): string {
  return tadaApiIds.includes(apiId) ? 'game-tada' : 'game';
}

/**
 * §9: the fallback game URL is built from the host with `www` replaced by the game host — the
 * game's own path (GameEntrance.Url) on that host. A host without a leading `www.` label (an IP,
 * localhost, an apex domain) is kept as it is. Null when the game's path is not a safe link.
 */
export function fallbackGameUrl(hostHref: string, gamePath: string, gameHost: string): string | null {
  let host: URL;
  try {
    host = new URL(hostHref);
  } catch {
    return null;
  }
  if (host.protocol !== 'http:' && host.protocol !== 'https:') return null;
  host.hostname = host.hostname.replace(/^www\./i, `${gameHost}.`);
  const link = safeLink(gamePath, host.origin);
  if (!link || link.kind !== 'web') return null;
  const target = new URL(link.href);
  // An absolute game URL on another host keeps its path but moves to the game host too.
  return new URL(`${target.pathname}${target.search}${target.hash}`, host.origin).href;
}

// ─── switch-off status ───

/** A game under maintenance right now (a missing or failed status switches nothing off). */
export function isSwitchedOff(status: SwitchOffStatus | null | undefined, gameNo: number): boolean {
  return Boolean(status?.GameNos?.includes(gameNo));
}

// ─── agent info (§3): messengers without Data are dropped ───

export function usableMessengers(info: AgentInfo | null | undefined): (Messenger & { Data: string })[] {
  return (info?.Messengers ?? []).filter(
    (m): m is Messenger & { Data: string } => typeof m.Data === 'string' && m.Data.trim() !== '',
  );
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** A contact's link: an http(s) URL as it is, an e-mail address as mailto:, anything else none (text). */
export function messengerHref(m: Messenger & { Data: string }): string | null {
  const data = m.Data.trim();
  if (EMAIL.test(data)) return `mailto:${data}`;
  const link = safeLink(data, null);
  return link?.kind === 'web' ? link.href : null;
}

// ─── the carousel ───

/** The slide `delta` steps away from `index`, wrapping around. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** A horizontal swipe: -1 (to the next slide), 1 (previous) or 0 (too short, or mostly vertical). */
export function swipeDirection(dx: number, dy: number, threshold = 40): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? -1 : 1;
}
