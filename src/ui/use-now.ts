/**
 * The one clock hook of the screens (countdowns, expiries, "ends in …"): the current time, read
 * again every `everyMs` while mounted (null: not ticking) and once more `alsoAt` ms from now (an
 * instant a screen must not miss between ticks, e.g. the next expiry). A change of `restartOn` (a
 * new deadline) or of the pace reads the time afresh at once, so a clock that starts late is not stale.
 */
import { useEffect, useRef, useState } from 'react';

/** setTimeout's limit (about 24.8 days); a later instant is caught by a later tick anyway. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function useNow(everyMs: number | null = 1000, alsoAt: number | null = null, restartOn?: unknown): number {
  const [now, setNow] = useState(() => Date.now());
  const started = useRef(false);
  useEffect(() => {
    // The first start reads the time in useState; a restart (pace or deadline changed) reads it again.
    if (started.current) setNow(Date.now());
    started.current = true;
    if (everyMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, restartOn]);
  useEffect(() => {
    if (alsoAt === null || alsoAt >= MAX_TIMEOUT_MS) return;
    // 50 ms late, so the instant has surely passed when the screen reads the clock.
    const timer = setTimeout(() => setNow(Date.now()), alsoAt + 50);
    return () => clearTimeout(timer);
  }, [alsoAt]);
  return now;
}
