/**
 * The <ingame-app> shell's rules (§2), pure: which menu items show, where the member and
 * history routes go, the first page, and which /error redirects are safe to follow.
 */
import type { ControlFlags } from '../core/entry-params';
import { goesDirectlyToHistory } from '../core/operator-rules';

export type MenuKey = 'action' | 'member' | 'prize' | 'gamehistory';

/** Every route path of the app (§2), in one place; pages and links use these, never literals. */
export const ROUTES = {
  action: '/ingame/action',
  member: '/ingame/member',
  memberVip: '/ingame/member/vip',
  prize: '/ingame/prize',
  gamehistory: '/ingame/gamehistory',
  fairness: '/ingame/fairness',
  intro: '/ingame/intro',
  // §7 block-info-web-url points here (the intro feature's page).
  blocked: '/ingame/blocked',
  repair: '/repair',
  error: '/error',
  // §2 bare wrappers and download layouts: the page alone, without header, marquee or menu.
  download: '/download',
  actionPage: '/action',
  eventPage: '/event',
  giftCode: '/gift-code',
  close: '/close',
  pure: '/pure',
  fullPage: '/full-page',
} as const;

const BARE_ROUTES = [
  ROUTES.download,
  ROUTES.actionPage,
  ROUTES.eventPage,
  ROUTES.giftCode,
  ROUTES.close,
  ROUTES.pure,
  ROUTES.fullPage,
];

/** Whether a path is shown bare (no header, marquee or menu). */
export function isBareRoute(path: string): boolean {
  return BARE_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}

/** §2: 2, 3 or 4 items; the member page hidden by `gp`, the prize page by `device`. */
export function menuItems(flags: Pick<ControlFlags, 'hideMemberPage' | 'hidePrizePage'>): MenuKey[] {
  return (['action', 'member', 'prize', 'gamehistory'] as const).filter(
    (key) => !(key === 'member' && flags.hideMemberPage) && !(key === 'prize' && flags.hidePrizePage),
  );
}

/** Where a menu item points: /ingame/member becomes /ingame/member/vip when user items are hidden. */
export function menuPath(key: MenuKey, flags: Pick<ControlFlags, 'hideUserItems'>, gameId: number | null): string {
  if (key === 'member') return flags.hideUserItems ? ROUTES.memberVip : ROUTES.member;
  if (key === 'gamehistory')
    return flags.hideUserItems && gameId != null ? historyPath(String(gameId), null) : ROUTES.gamehistory;
  return ROUTES[key];
}

/** A history place as a route: the list of a game, or one of its rounds. */
export function historyPath(game: string | null, round: string | null): string {
  if (!game) return ROUTES.gamehistory;
  return `${ROUTES.gamehistory}/${encodeURIComponent(game)}${round ? `/${encodeURIComponent(round)}` : ''}`;
}

/** The first page: operators of §6 go straight into game history. */
export function firstPage(apiId: number, flags: Pick<ControlFlags, 'hideUserItems'>, gameId: number | null): string {
  return goesDirectlyToHistory(apiId) ? menuPath('gamehistory', flags, gameId) : ROUTES.action;
}

/** The /error page's way back: only a path of this app's own (never another origin or scheme). */
export function safeRedirect(raw: string | null): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\s\\]/.test(raw)) return null;
  return raw;
}

/** The /error route for a global-call failure (§8), keeping where the player was. */
export function errorRoute(code: number, trace: string, here: string): string {
  const search = new URLSearchParams({ redirect: here, m: String(code) });
  if (trace) search.set('trace', trace);
  return `${ROUTES.error}?${search.toString()}`;
}

export const isErrorRoute = (path: string) =>
  path === ROUTES.error || path.startsWith(`${ROUTES.error}?`) || path.startsWith(`${ROUTES.error}/`);

/** §2 intro page: the game from the route (upper-cased), else the `game` query parameter. */
export function introGameId(routeGameId: string | undefined, queryGame: number | null): string | null {
  if (routeGameId && /^[\w-]{1,32}$/.test(routeGameId)) return routeGameId.toUpperCase();
  return queryGame != null ? String(queryGame) : null;
}

/** §2 intro layout: header, the title bar and the content; no marquee, no menu. */
export const isIntroRoute = (path: string) => path === ROUTES.intro || path.startsWith(`${ROUTES.intro}/`);

/** The repair route skips the token exchange (§2). */
export const isRepairRoute = (path: string) => path === ROUTES.repair || path.startsWith(`${ROUTES.repair}/`);
