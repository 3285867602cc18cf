/**
 * Money, numbers and times the way §5 wants them for the signed-in player: the player's currency
 * (operator display, platform display, then the login token), the element's locale and the
 * player's time zone. Every screen formats through this one hook; a missing value reads N/A.
 */
import { useAtomValue } from 'jotai/react';
import { formatMoney, playerCurrency, type Currency } from '../core/currency';
import { formatNumber } from '../core/format';
import type { Locale } from '../i18n/locales';
import { currencyDisplayAtom, identityAtom } from '../state/session';
import { useElement } from './element-context';
import { usePlayerTime, type PlayerTime } from './use-player-time';

export type { Instant } from './use-player-time';

export interface PlayerFormat extends PlayerTime {
  locale: Locale;
  /** The player's currency (§5); a board in another currency builds its own from it. */
  currency: Currency;
  money(value: number | null | undefined): string;
  number(value: number | null | undefined, decimals?: number): string;
}

export function usePlayerFormat(): PlayerFormat {
  const { locale } = useElement();
  const identity = useAtomValue(identityAtom);
  const display = useAtomValue(currencyDisplayAtom);
  const currency = playerCurrency(identity, display);
  return {
    ...usePlayerTime(),
    locale,
    currency,
    money: (value) => formatMoney(value, currency, locale),
    number: (value, decimals = 2) => (value == null ? 'N/A' : formatNumber(value, { locale, decimals, fixed: false })),
  };
}
