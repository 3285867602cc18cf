/**
 * §2 entry query parameters → §3 control flags. Pure: takes a query string (or URLSearchParams)
 * and returns what the app should do with it. Hostile input is dropped, never thrown on.
 */

import { normalizeToken, parseGameId } from './validate';

export { normalizeToken, parseGameId };

export type Layout = 'menu' | 'nomenu' | 'headeronly';
export type Device = 'mobileapp' | 'webapp' | 'browser';
export type ZoomStyle = 'web' | 'app' | 'webapp' | 'lobby';

export interface ZoomPreset {
  /** Root font size in px (§9: default 16, medium 28, extra large 32). */
  fontSize: number;
  /** Scale applied to the content. */
  scale: number;
}

/** §9 zoom presets; `web` is the default reading size. */
export const ZOOM_PRESETS: Record<ZoomStyle, ZoomPreset> = {
  web: { fontSize: 16, scale: 1 },
  lobby: { fontSize: 16, scale: 1 },
  webapp: { fontSize: 28, scale: 1.75 },
  app: { fontSize: 32, scale: 2 },
};

export interface ControlFlags {
  useMenu: boolean;
  useHeaderOnly: boolean;
  useBackButton: boolean;
  useDetailBackButton: boolean;
  useAppCloseWindow: boolean;
  hideUserItems: boolean;
  useAppVipContent: boolean;
  hidePrizePage: boolean;
  hideRecordHistoryAccount: boolean;
  showFishDetailRoundIndex: boolean;
  postMessageHost: string | null;
  hideMemberPage: boolean;
}

export interface EntryParams {
  layout: Layout;
  device: Device;
  /** Game number, only when the parameter is an integer ≥ 0. */
  gameId: number | null;
  /** The game token to exchange (the `token` parameter, §2); `{token}` (an unfilled template) counts as none. */
  gameToken: string | null;
  sac: number | null;
  zoomStyle: ZoomStyle | null;
  lang: string | null;
  flags: ControlFlags;
}

export const DEFAULT_FLAGS: ControlFlags = {
  useMenu: true,
  useHeaderOnly: false,
  useBackButton: true,
  useDetailBackButton: true,
  useAppCloseWindow: false,
  hideUserItems: false,
  useAppVipContent: false,
  hidePrizePage: false,
  hideRecordHistoryAccount: false,
  showFishDetailRoundIndex: false,
  postMessageHost: null,
  hideMemberPage: false,
};

/** A posted-message host must be an http(s) origin; it becomes postMessage's targetOrigin. */
export function parseOrigin(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function parseEntryParams(search: string | URLSearchParams): EntryParams {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const layoutRaw = q.get('layout');
  const layout: Layout = layoutRaw === 'nomenu' ? 'nomenu' : layoutRaw === 'headeronly' ? 'headeronly' : 'menu';
  const deviceRaw = q.get('device');
  const device: Device = deviceRaw === 'mobileapp' || deviceRaw === 'webapp' ? deviceRaw : 'browser';
  const appLike = device !== 'browser';
  const sacRaw = q.get('sac');
  const zoomRaw = q.get('zoomstyle');
  const zoomStyle = zoomRaw && zoomRaw in ZOOM_PRESETS ? (zoomRaw as ZoomStyle) : null;
  const langRaw = q.get('lang');

  return {
    layout,
    device,
    gameId: parseGameId(q.get('game')),
    gameToken: normalizeToken(q.get('token')),
    sac: sacRaw != null && /^-?\d{1,12}$/.test(sacRaw.trim()) ? Number(sacRaw) : null,
    zoomStyle,
    lang: langRaw && /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(langRaw) ? langRaw : null,
    flags: {
      ...DEFAULT_FLAGS,
      useMenu: layout === 'menu',
      useHeaderOnly: layout === 'headeronly',
      useAppCloseWindow: device === 'mobileapp',
      hideUserItems: appLike,
      hidePrizePage: appLike,
      useAppVipContent: appLike,
      hideRecordHistoryAccount: q.get('maskacc') === '1',
      postMessageHost: parseOrigin(q.get('posthost')),
      hideMemberPage: q.has('gp'),
    },
  };
}
