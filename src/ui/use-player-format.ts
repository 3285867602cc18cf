/**
 * The one formatting path of the screens (issue 43): money, numbers, dates and countdowns the way
 * §5 wants them for the signed-in player — the player's currency (operator display, platform
 * display, then the login token), the element's locale, and the time zone the operator gave the
 * player (user api info; the dates and countdowns are ui/use-player-time's, which a screen without
 * money may use alone). Components format through these hooks only; they never call core/format
 * themselves (ESLint says so, eslint.config.js). A missing value reads N/A.
 */
import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { formatMemberMoney, formatMoney, playerCurrency, type Currency } from '../core/currency';
import { formatNumber, formatShort } from '../core/format';
import type { Locale } from '../i18n/locales';
import { currencyDisplayAtom, identityAtom } from '../state/session';
import { useElement } from './element-context';
import { usePlayerTime, type PlayerTime } from './use-player-time';

export type { Instant } from './use-player-time';

export interface PlayerFormat extends PlayerTime {
  locale: Locale;
  /** The player's currency (§5); a board in another currency builds its own from it. */
  currency: Currency;
  /** A platform amount in the player's currency (its unit and ratio applied). */
  money(value: number | null | undefined): string;
  /**
   * A member amount (rebate, chest reward, holiday prize, week bets) with the player's currency
   * symbol: member amounts are already in coins as displayed (contract/member.ts), so the unit and
   * ratio are not applied again.
   */
  memberMoney(value: number): string;
  /** A number with up to `decimals` decimals (trailing zeros dropped). */
  number(value: number | null | undefined, decimals?: number): string;
  /** A number with exactly `decimals` decimals ("1.50"). */
  fixed(value: number, decimals?: number): string;
  /** A whole number with separators (a count, EXP, a mission's target). */
  whole(value: number): string;
  /** A large number shortened with k / m (EXP on a bar). */
  short(value: number): string;
}

/**
 * One object per locale, currency, time zone and language, so memoized parts (the history list's
 * rows) can depend on it and format once, not on every render.
 */
export function usePlayerFormat(): PlayerFormat {
  const { locale } = useElement();
  const time = usePlayerTime();
  const identity = useAtomValue(identityAtom);
  const display = useAtomValue(currencyDisplayAtom);
  return useMemo(() => {
    const currency = playerCurrency(identity, display);
    return {
      ...time,
      locale,
      currency,
      money: (value) => formatMoney(value, currency, locale),
      memberMoney: (value) => formatMemberMoney(value, currency, locale),
      number: (value, decimals = 2) =>
        value == null ? 'N/A' : formatNumber(value, { locale, decimals, fixed: false }),
      fixed: (value, decimals = 2) => formatNumber(value, { locale, decimals }),
      whole: (value) => formatNumber(value, { locale, decimals: 0 }),
      short: (value) => formatShort(value, { locale, decimals: 2 }),
    };
  }, [time, locale, identity, display]);
}
