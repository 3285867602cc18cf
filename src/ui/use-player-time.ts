/**
 * The time half of the one formatting path (ui/use-player-format): dates and countdowns in the
 * time zone the operator gave the player (user api info), for a screen that shows no money. Its
 * own module so such a page (news, the verifier's round picker) does not download the currency
 * rules with it (issue 45: budgets do not move up); `usePlayerFormat` includes all of it.
 */
import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime } from '../core/format';
import { clockText, remaining } from '../core/schedule';
import { timezoneOffsetAtom } from '../state/session';

/** An instant as the platform sends it (ISO text) or as the client holds it (ms). */
export type Instant = string | number | null | undefined;

export interface PlayerTime {
  /** The player's time zone, in minutes east of UTC. */
  offset: number;
  dateTime(at: Instant): string;
  date(at: Instant): string;
  /** Time left until `target` at `now`: "3d 05:03:09", rounded up (core/schedule `remaining`). */
  countdown(target: number, now: number): string;
}

const missing = (at: Instant): at is null | undefined | '' => at == null || at === '';
const toMs = (at: string | number) => (typeof at === 'string' ? Date.parse(at) : at);

/** One object per time zone and language; a missing instant reads N/A. */
export function usePlayerTime(): PlayerTime {
  const { t } = useLingui();
  const offset = useAtomValue(timezoneOffsetAtom);
  return useMemo(
    () => ({
      offset,
      dateTime: (at) => (missing(at) ? 'N/A' : formatDateTime(toMs(at), offset)),
      date: (at) => (missing(at) ? 'N/A' : formatDate(toMs(at), offset)),
      countdown: (target, now) => {
        const left = remaining(target, now);
        const clock = clockText(left);
        const days = left.days;
        return days > 0 ? t({ id: 'common.countdown.days', message: `${days}d ${clock}` }) : clock;
      },
    }),
    [offset, t],
  );
}
