/**
 * Money, numbers and times the way §5 wants them for the signed-in player: the player's currency
 * (operator display, platform display, then the login token), the element's locale and the
 * player's time zone. Every screen formats through this one hook; a missing value reads N/A.
 */
import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { formatMoney, playerCurrency, type Currency } from '../core/currency';
import { formatDate, formatDateTime, formatNumber } from '../core/format';
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
  money(value: number | null | undefined): string;
  number(value: number | null | undefined, decimals?: number): string;
  dateTime(at: Instant): string;
  date(at: Instant): string;
}

const missing = (at: Instant): at is null | undefined | '' => at == null || at === '';
const toMs = (at: string | number) => (typeof at === 'string' ? Date.parse(at) : at);

/**
 * One object per locale, currency and time zone, so memoized parts (the history list's rows) can
 * depend on it and format once, not on every render.
 */
export function usePlayerFormat(): PlayerFormat {
  const { locale } = useElement();
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
      number: (value, decimals = 2) =>
        value == null ? 'N/A' : formatNumber(value, { locale, decimals, fixed: false }),
      dateTime: (at) => (missing(at) ? 'N/A' : formatDateTime(toMs(at), offset)),
      date: (at) => (missing(at) ? 'N/A' : formatDate(toMs(at), offset)),
    };
  }, [locale, identity, display, offset]);
}
