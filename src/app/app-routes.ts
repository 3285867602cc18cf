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
  // An event's page inside the shell (the rankings' event links open here in the app).
  event: '/ingame/event',
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

/** The most segments a route has (`/style-2/pure/ingame/gamehistory/12/R-1` has 6); a longer one is not a page. */
export const MAX_ROUTE_SEGMENTS = 12;
const WRAPPERS = ['pure', 'full-page'];
/** Where a route that is no page goes: nothing matches it (the Not Found page). */
export const NOT_A_ROUTE = '/not-found';

/**
 * The route as the route table matches it, bounded (issue 46): a run of `/pure` or `/full-page`
 * wrappers is one wrapper — each nests the whole table again, so 500 of them overflowed the stack —
 * and a path deeper than MAX_ROUTE_SEGMENTS is no page. Iterative, linear in the path's length.
 */
export function boundedRoute(path: string): string {
  const segments = path.split('/');
  const out: string[] = [''];
  let i = 1;
  if (segments[i]?.startsWith('style-')) out.push(segments[i++]!);
  if (WRAPPERS.includes(segments[i]!)) {
    out.push(segments[i]!);
    while (WRAPPERS.includes(segments[i]!)) i += 1;
  }
  const rest = segments.length - i;
  if (out.length - 1 + rest > MAX_ROUTE_SEGMENTS) return NOT_A_ROUTE;
  for (; i < segments.length; i += 1) out.push(segments[i]!);
  return out.length === 1 ? '/' : out.join('/');
}

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

/**
 * The /error page's way back: a route of this app (`/ingame/prize`, `/style-2/ingame/member?x=1`),
 * never another origin, scheme or document. A document link from an older /error address
 * (`/app.html?lang=en#/ingame/prize`) gives its route: followed as it was, it became
 * `#/app.html#/ingame/prize` (issue 41). Never /error itself (Try again would loop).
 */
export function safeRedirect(raw: string | null): string | null {
  if (!raw) return null;
  const hash = raw.indexOf('#');
  const route = hash < 0 ? raw : raw.slice(hash + 1);
  if (!route.startsWith('/') || route.startsWith('//') || /[\s\\#]/.test(route)) return null;
  if (isErrorRoute(route.replace(/^\/style-[\w-]+(?=\/|$)/, ''))) return null;
  return route;
}

/** The /error route for a global-call failure (§8), keeping where the player was (a route of the app). */
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

/** An event's page inside the shell (header, menu, back); `/event/{id}` is the same page bare. */
export const eventPath = (id: number | string) => `${ROUTES.event}/${encodeURIComponent(String(id))}`;

/**
 * Where an in-app link (`#/…` from a banner, a promotion, the rankings, a page) goes, as a route
 * of this app: it keeps the page's `style-` prefix (links are written without it), keeps its own
 * query (`?ranking=12`), and, when the player is inside the shell, opens the bare wrappers' pages
 * (§2 `/action/{id}`, `/event/{id}`) inside the shell instead, so header, menu and back stay.
 * Null when the link is not a route of this app (the browser follows it as it is).
 */
export function shellLink(href: string, base: string, inShell: boolean): string | null {
  const route = href.startsWith('#') ? href.slice(1) : href;
  if (!route.startsWith('/') || route.startsWith('//')) return null;
  const cut = route.search(/[?#]/);
  let path = cut < 0 ? route : route.slice(0, cut);
  const rest = cut < 0 ? '' : route.slice(cut);
  // Already styled (`/style-2/…`): the link chose its look.
  if (/^\/style-[\w-]+(\/|$)/.test(path)) return route;
  if (inShell) {
    const bare = /^\/(action|event)\/([^/]+)$/.exec(path);
    if (bare) path = bare[1] === 'action' ? `${ROUTES.action}/${bare[2]}` : `${ROUTES.event}/${bare[2]}`;
  }
  return `${base}${path}${rest}`;
}

/** The verifier's round from its route query (`?game=12&round=R-1`): both or neither, never garbage. */
export function verifierRound(query: URLSearchParams): { game: number | null; round: string | null } {
  const game = query.get('game') ?? '';
  const round = query.get('round') ?? '';
  if (!/^\d{1,9}$/.test(game) || !/^[\w-]{1,40}$/.test(round)) return { game: null, round: null };
  return { game: Number(game), round };
}
