/**
 * The member calls as shared resources (one request per session, whichever element asks first).
 *
 * - The VIP setting decides everything VIP: §5 gate closed or §8 not configured (1005) is not an
 *   error but "no VIP programme" (`null`), and then no other VIP call is made. Other failures are
 *   errors (the §8 widget with a retry).
 * - vip-level and the LV ranking answer on every operator.
 * - Actions (sign in, open the chest, draw the holiday gift) are mutations (state/mutation.ts):
 *   the answer is written into the resource every element reads; a failure toasts (bearer calls),
 *   reaches the host as `ingame-error` and shows inline.
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
  type VipSetting,
} from '../../api/contract';
import { mutation } from '../../state/mutation';
import { resourceFamily } from '../../state/resource';
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

/** The VIP setting, or null when the operator has no VIP programme (gate closed, or 1005). */
export const vipSettingFamily = resourceFamily<NamedKey, VipSetting | null>(
  byTokenAndLocale,
  async (key) => {
    try {
      return await call('GET /member/vip-setting', { query: lang(key) }, readVipSetting);
    } catch (error) {
      if (toApiError(error).Code === CODES.VIP_NOT_CONFIGURED) return null;
      throw error;
    }
  },
  { gate: { feature: 'vipSetting', closed: { value: null } } },
);

export const vipStatusFamily = resourceFamily(byToken, () => call('GET /member/vip-level', {}, readVipStatus));
export const lvRankingFamily = resourceFamily(byToken, () => call('GET /member/lv-ranking', {}, readLvRanking));
export const signInFamily = resourceFamily(byToken, () => call('GET /member/sign-in', {}, readSignInState));
export const chestFamily = resourceFamily(byToken, () => call('GET /member/chest', {}, readChestState));
export const missionsFamily = resourceFamily(byToken, () => call('GET /member/vip-missions', {}, readVipMissions));
export const holidayFamily = resourceFamily(byTokenAndLocale, (key: NamedKey) =>
  call('GET /member/holiday-gift', { query: lang(key) }, readHolidayGift),
);

/**
 * Sign in today's slot (idempotent on the platform). The answer is the sign-in state every element
 * shows; the missions (a sign-in mission's progress) and the player's EXP are asked again.
 */
export const signInToday = mutation((_token: string) => call('POST /member/sign-in', {}, readSignInState), {
  writes(store, state, token) {
    signInFamily.set(store, token, state);
    missionsFamily.invalidate(store, (t) => t === token);
    vipStatusFamily.invalidate(store, (t) => t === token);
  },
});

/** Open this period's chest (idempotent once opened). */
export const openChest = mutation((_token: string) => call('POST /member/chest/open', {}, readChestState), {
  writes: (store, state, token) => chestFamily.set(store, token, state),
});

/** Draw the open holiday's gift (premium tiers; idempotent once drawn). */
export const drawHoliday = mutation(
  ({ key, holidayId }: { key: NamedKey; holidayId: number }) =>
    call('POST /member/holiday-gift/draw', { query: lang(key), body: { HolidayId: holidayId } }, readHolidayGift),
  { writes: (store, gift, { key }) => holidayFamily.set(store, key, gift) },
);
