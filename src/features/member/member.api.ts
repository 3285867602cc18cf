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
import { localeAtom } from '../../state/session';
import { API_LANG } from '../../i18n/locales';

/** The page language for the calls that answer names (tier and holiday names, issue 25). */
const lang = (store: SessionStore) => ({ LangId: API_LANG[store.get(localeAtom)] });

const byToken = (token: string) => token;

/** The VIP setting, or null when the operator has no VIP programme (−1 / 1005). */
export const vipSettingFamily = resourceFamily<string, VipSetting | null>(byToken, async (_token, store) => {
  try {
    return await callGated(store, 'GET /member/vip-setting', { query: lang(store) }, readVipSetting);
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
export const holidayFamily = resourceFamily(byToken, (_token, store) =>
  call('GET /member/holiday-gift', { query: lang(store) }, readHolidayGift),
);

async function act<T>(
  store: SessionStore,
  family: ResourceFamily<string, T>,
  token: string,
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
  act<SignInState>(store, signInFamily, token, () => call('POST /member/sign-in', {}, readSignInState));

/** Open this period's chest (idempotent once opened). */
export const openChest = (store: SessionStore, token: string) =>
  act<ChestState>(store, chestFamily, token, () => call('POST /member/chest/open', {}, readChestState));

/** Draw the open holiday's gift (premium tiers; idempotent once drawn). */
export const drawHoliday = (store: SessionStore, token: string, holidayId: number) =>
  act<HolidayGift>(store, holidayFamily, token, () =>
    call('POST /member/holiday-gift/draw', { query: lang(store), body: { HolidayId: holidayId } }, readHolidayGift),
  );
