/** Money and time as the rewards screens show them: the player's currency (§5) and time zone. */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { formatMoney, playerCurrency } from '../../core/currency';
import { formatDate, formatDateTime } from '../../core/format';
import { currencyDisplayAtom, identityAtom, timezoneOffsetAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';

export function useRewardFormat() {
  const { locale } = useElement();
  const identity = useAtomValue(identityAtom);
  const display = useAtomValue(currencyDisplayAtom);
  const offset = useAtomValue(timezoneOffsetAtom);
  const currency = playerCurrency(identity, display);
  return {
    money: (value: number) => formatMoney(value, currency, locale),
    dateTime: (iso: string) => formatDateTime(Date.parse(iso), offset),
    date: (iso: string) => formatDate(Date.parse(iso), offset),
  };
}

/** The current time, ticking every `everyMs` and once more at `alsoAt` ms from now (e.g. the next expiry). */
export function useNow(everyMs: number | null, alsoAt: number | null = null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (everyMs !== null) timers.push(setInterval(() => setNow(Date.now()), everyMs));
    // setTimeout's limit is about 24.8 days; a later expiry is re-checked by the next tick anyway.
    if (alsoAt !== null && alsoAt < 2 ** 31 - 1) timers.push(setTimeout(() => setNow(Date.now()), alsoAt + 50));
    return () => timers.forEach((t) => clearInterval(t));
  }, [everyMs, alsoAt]);
  return now;
}
