/**
 * The member calls as shared resources (one request per session, whichever element asks first).
 *
 * - The VIP setting decides everything VIP: §5 gate closed (−1) or §8 not configured (1005) is
 *   not an error but "no VIP programme" (`null`), and then no other VIP call is made. Other
 *   failures are errors (the §8 widget with a retry).
 * - vip-level and the LV ranking answer on every operator.
 * - Actions (sign in, open the chest, draw the holiday gift) write the answer into the same
 *   resource, so every element showing it updates; their failure toasts (bearer calls) and is
 *   also returned for the inline message.
 */
import { call, toApiError } from '../../api/client';
import {
  CODES,
  readChestState,
  readHolidayGift,
  readLvRanking,
  readSignInState,
  readVipMissions,
  readVipSetting,
  readVipStatus,
  type ApiError,
  type ChestState,
  type HolidayGift,
  type SignInState,
  type VipSetting,
} from '../../api/contract';
import { callGated } from '../../state/gates';
import { resourceFamily, type ResourceFamily } from '../../state/resource';
import type { SessionStore } from '../../state/store';
import { API_LANG, type Locale } from '../../i18n/locales';

/**
 * The calls that answer names (tier and holiday names, issue 25) are kept per session *and*
 * language: after a language switch the element asks again in the new language instead of
 * showing the names it read in the old one until a reload.
 */
export interface NamedKey {
  token: string;
  locale: Locale;
}
const byTokenAndLocale = (key: NamedKey) => `${key.token}|${key.locale}`;
const lang = (key: NamedKey) => ({ LangId: API_LANG[key.locale] });

const byToken = (token: string) => token;

/** The VIP setting, or null when the operator has no VIP programme (−1 / 1005). */
export const vipSettingFamily = resourceFamily<NamedKey, VipSetting | null>(byTokenAndLocale, async (key, store) => {
  try {
    return await callGated(store, 'GET /member/vip-setting', { query: lang(key) }, readVipSetting);
  } catch (error) {
    const e = toApiError(error);
    if (e.Code === CODES.FEATURE_DISABLED || e.Code === CODES.VIP_NOT_CONFIGURED) return null;
    throw e;
  }
});

export const vipStatusFamily = resourceFamily(byToken, () => call('GET /member/vip-level', {}, readVipStatus));
export const lvRankingFamily = resourceFamily(byToken, () => call('GET /member/lv-ranking', {}, readLvRanking));
export const signInFamily = resourceFamily(byToken, () => call('GET /member/sign-in', {}, readSignInState));
export const chestFamily = resourceFamily(byToken, () => call('GET /member/chest', {}, readChestState));
export const missionsFamily = resourceFamily(byToken, () => call('GET /member/vip-missions', {}, readVipMissions));
export const holidayFamily = resourceFamily(byTokenAndLocale, (key: NamedKey) =>
  call('GET /member/holiday-gift', { query: lang(key) }, readHolidayGift),
);

async function act<K, T>(
  store: SessionStore,
  family: ResourceFamily<K, T>,
  token: K,
  run: () => Promise<T>,
): Promise<ApiError | null> {
  try {
    const data = await run();
    store.set(family.atomFor(token), { status: 'ready', data });
    return null;
  } catch (error) {
    return toApiError(error);
  }
}

/** Sign in today's slot (idempotent on the platform). */
export const signInToday = (store: SessionStore, token: string) =>
  act<string, SignInState>(store, signInFamily, token, () => call('POST /member/sign-in', {}, readSignInState));

/** Open this period's chest (idempotent once opened). */
export const openChest = (store: SessionStore, token: string) =>
  act<string, ChestState>(store, chestFamily, token, () => call('POST /member/chest/open', {}, readChestState));

/** Draw the open holiday's gift (premium tiers; idempotent once drawn). */
export const drawHoliday = (store: SessionStore, key: NamedKey, holidayId: number) =>
  act<NamedKey, HolidayGift>(store, holidayFamily, key, () =>
    call('POST /member/holiday-gift/draw', { query: lang(key), body: { HolidayId: holidayId } }, readHolidayGift),
  );
