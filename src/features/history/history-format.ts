/** Money and time as the history screens show them: the player's currency (§5) and time zone. */
import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { formatMoney, playerCurrency } from '../../core/currency';
import { formatDateTime, formatNumber } from '../../core/format';
import { currencyDisplayAtom, identityAtom, timezoneOffsetAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';

export interface Formatters {
  money(value: number | null | undefined): string;
  number(value: number | null | undefined, decimals?: number): string;
  time(ms: number | null | undefined): string;
}

/**
 * One object per locale, currency and time zone: the history list's rows are memoized on it, so
 * a row formats its amounts and time once, not on every scroll frame (issue 30).
 */
export function useFormatters(): Formatters {
  const { locale } = useElement();
  const identity = useAtomValue(identityAtom);
  const display = useAtomValue(currencyDisplayAtom);
  const offset = useAtomValue(timezoneOffsetAtom);
  return useMemo(() => {
    const currency = playerCurrency(identity, display);
    return {
      money: (value) => formatMoney(value, currency, locale),
      number: (value, decimals = 2) =>
        value == null ? 'N/A' : formatNumber(value, { locale, decimals, fixed: false }),
      time: (ms) => (ms == null ? 'N/A' : formatDateTime(ms, offset)),
    };
  }, [locale, identity, display, offset]);
}
