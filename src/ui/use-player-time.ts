/**
 * Times the way §5 wants them for the signed-in player: in the player's time zone, N/A when
 * missing. Its own module (usePlayerFormat adds money on top) so a screen that shows only times,
 * like the fairness verifier, does not download the currency rules.
 */
import { useAtomValue } from 'jotai/react';
import { formatDate, formatDateTime } from '../core/format';
import { timezoneOffsetAtom } from '../state/session';

/** An instant as the platform sends it (ISO text) or as the client holds it (ms). */
export type Instant = string | number | null | undefined;

export interface PlayerTime {
  /** The player's time zone, in minutes east of UTC. */
  offset: number;
  dateTime(at: Instant): string;
  date(at: Instant): string;
}

const missing = (at: Instant): at is null | undefined | '' => at == null || at === '';
const toMs = (at: string | number) => (typeof at === 'string' ? Date.parse(at) : at);

export function usePlayerTime(): PlayerTime {
  const offset = useAtomValue(timezoneOffsetAtom);
  return {
    offset,
    dateTime: (at) => (missing(at) ? 'N/A' : formatDateTime(toMs(at), offset)),
    date: (at) => (missing(at) ? 'N/A' : formatDate(toMs(at), offset)),
  };
}
