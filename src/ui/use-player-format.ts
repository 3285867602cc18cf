/**
 * The one formatting path of the screens (issue 43): money, numbers, dates and countdowns the way
 * §5 wants them for the signed-in player — the player's currency (operator display, platform
 * display, then the login token), the element's locale, and the time zone the operator gave the
 * player (user api info). Components format through this hook only; they never call core/format
 * themselves (ESLint says so, eslint.config.js). A missing value reads N/A.
 */
import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { formatMemberMoney, formatMoney, playerCurrency, type Currency } from '../core/currency';
import { formatDate, formatDateTime, formatNumber, formatShort } from '../core/format';
import { clockText, remaining } from '../core/schedule';
import type { Locale } from '../i18n/locales';
import { currencyDisplayAtom, identityAtom, timezoneOffsetAtom } from '../state/session';
import { useElement } from './element-context';

/** An instant as the platform sends it (ISO text) or as the client holds it (ms). */
export type Instant = string | number | null | undefined;

export interface PlayerFormat {
  locale: Locale;
  /** The player's currency (§5); a board in another currency builds its own from it. */
  currency: Currency;
  /** The player's time zone, in minutes east of UTC. */
  offset: number;
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
  dateTime(at: Instant): string;
  date(at: Instant): string;
  /** Time left until `target` at `now`: "3d 05:03:09", rounded up (core/schedule `remaining`). */
  countdown(target: number, now: number): string;
}

const missing = (at: Instant): at is null | undefined | '' => at == null || at === '';
const toMs = (at: string | number) => (typeof at === 'string' ? Date.parse(at) : at);

/**
 * One object per locale, currency, time zone and language, so memoized parts (the history list's
 * rows) can depend on it and format once, not on every render.
 */
export function usePlayerFormat(): PlayerFormat {
  const { locale } = useElement();
  const { t } = useLingui();
  const identity = useAtomValue(identityAtom);
  const display = useAtomValue(currencyDisplayAtom);
  const offset = useAtomValue(timezoneOffsetAtom);
  return useMemo(() => {
    const currency = playerCurrency(identity, display);
    return {
      locale,
      currency,
      offset,
      money: (value) => formatMoney(value, currency, locale),
      memberMoney: (value) => formatMemberMoney(value, currency, locale),
      number: (value, decimals = 2) =>
        value == null ? 'N/A' : formatNumber(value, { locale, decimals, fixed: false }),
      fixed: (value, decimals = 2) => formatNumber(value, { locale, decimals }),
      whole: (value) => formatNumber(value, { locale, decimals: 0 }),
      short: (value) => formatShort(value, { locale, decimals: 2 }),
      dateTime: (at) => (missing(at) ? 'N/A' : formatDateTime(toMs(at), offset)),
      date: (at) => (missing(at) ? 'N/A' : formatDate(toMs(at), offset)),
      countdown: (target, now) => {
        const left = remaining(target, now);
        const clock = clockText(left);
        const days = left.days;
        return days > 0 ? t({ id: 'common.countdown.days', message: `${days}d ${clock}` }) : clock;
      },
    };
  }, [locale, identity, display, offset, t]);
}
