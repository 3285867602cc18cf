/**
 * The session: configuration, token and identity, flags, language, and the §4 start-up. Every
 * atom here is read by more than one element, which is why it lives in the shared store.
 */
import { atom } from 'jotai/vanilla';
import { DEFAULT_CONFIG, type PageConfig } from '../core/config';
import type { ControlFlags, Device, EntryParams, ZoomStyle } from '../core/entry-params';
import { isAuthenticated, parseLoginToken, type Identity } from '../core/identity';
import { brandFor, isOperatorType, showsFishDetailRoundIndex, type OperatorType } from '../core/brands';
import type {
  ApiError,
  CurrencyDisplay,
  CustomCurrencyDisplay,
  GameGroup,
  GameInfo,
  UserApiInfo,
} from '../api/contract';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/** Page configuration: every element calls the same platform with the same hosts. */
export const configAtom = atom<PageConfig>(DEFAULT_CONFIG);

/** The session (login) token; null for an anonymous visitor. */
export const tokenAtom = atom<string | null>(null);

/**
 * The API base a sign-in began with (#46): its exchange and the session it opens call only there,
 * so a later `configure({ apiBase })` cannot send that session's token elsewhere; it applies from
 * the next sign-in (session-start.ts). Null without a session: calls follow the configuration.
 */
export const sessionApiBaseAtom = atom<string | null>(null);

/**
 * A session that could not be opened because the platform did not answer (§8 timeout, network
 * down) or the API base is refused (5004, #46): every element shows it with a Retry instead of a
 * silent guest.
 */
export const sessionFailureAtom = atom<ApiError | null>(null);

/**
 * What the host page must hear about, once, as `ingame-error` (the runtime emits it from the first
 * element): a lobby session that ended (9100 expired, 9101 refused, §8; the elements show the
 * signed-out state), a page without an API base or api id, a page origin the platform refuses.
 */
export const hostErrorAtom = atom<ApiError | null>(null);

/** Identity decoded from the token: the header, history and nickname all read the account. */
export const identityAtom = atom<Identity | null>((get) => parseLoginToken(get(tokenAtom)));

/** §4 authenticated rule: gates every bearer call. */
export const isAuthenticatedAtom = atom((get) => isAuthenticated(get(tokenAtom), get(identityAtom)));

/** The api id in force: the token's, else the configured one for anonymous visitors. */
export const apiIdAtom = atom((get) => get(identityAtom)?.apiId || get(configAtom).apiId || 0);

/**
 * §3 control flags from the entry parameters and the operator; null until <ingame-app> applies
 * its entry parameters (lobby elements read `DEFAULT_FLAGS` in its place).
 */
export const flagsAtom = atom<ControlFlags | null>(null);

/** §3 shared state from the entry parameters. */
export const entryAtom = atom<{
  device: Device;
  gameId: number | null;
  sac: number | null;
  zoomStyle: ZoomStyle | null;
}>({
  device: 'browser',
  gameId: null,
  sac: null,
  zoomStyle: null,
});

/** True once start-up (§4) has finished: features wait for it before their first call. */
export const sessionReadyAtom = atom(false);

/** The active locale: every element re-renders its texts when it changes. */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** Project settings (§3 shared state) derived from the operator's brand. */
export const projectAtom = atom((get) => {
  const brand = brandFor(get(apiIdAtom));
  return { projectTitle: brand.title, projectIcon: brand.icon, projectLogoFilename: brand.logo, webId: brand.webId };
});

/** §4 parallel loads; each stays empty when its call fails. */
export const gameSettingsAtom = atom<GameInfo[]>([]);
export const gameGroupsAtom = atom<GameGroup[]>([]);
export const userApiInfoAtom = atom<UserApiInfo | null>(null);
export const currencyDisplayAtom = atom<{ list: CurrencyDisplay[]; custom: CustomCurrencyDisplay[] }>({
  list: [],
  custom: [],
});

/** The operator type decides §6 toggles; unknown until user api info arrives. */
export const operatorTypeAtom = atom<OperatorType>((get) => {
  const type = get(userApiInfoAtom)?.OperatorType;
  return isOperatorType(type) ? type : 'STANDARD';
});

/** Player time zone in minutes east of UTC (user api info), for every date shown. */
export const timezoneOffsetAtom = atom((get) => get(userApiInfoAtom)?.Timezone ?? 0);

/** Apply the entry parameters (§2) to the store: flags, device, game, sac, zoom. */
export const applyEntryAtom = atom(null, (get, set, entry: EntryParams) => {
  const apiId = get(apiIdAtom);
  set(flagsAtom, { ...entry.flags, showFishDetailRoundIndex: showsFishDetailRoundIndex(apiId) });
  set(entryAtom, { device: entry.device, gameId: entry.gameId, sac: entry.sac, zoomStyle: entry.zoomStyle });
});

/** §4 store reset: forget the session (cookies are cleared by the caller's jar). */
export const resetSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(sessionApiBaseAtom, null);
  set(userApiInfoAtom, null);
});
