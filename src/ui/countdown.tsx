/**
 * The one countdown of the screens: the time left as "3d 05:03:09" in the element's language,
 * counted by core/schedule `remaining` (rounded up, see there), and `Countdown`, a line that ticks
 * by itself (only its text re-renders, never the page) and says the target instant in the
 * player's zone (§5, through usePlayerFormat).
 */
import { useLingui } from '@lingui/react/macro';
import { clockText, remaining } from '../core/schedule';
import { useNow } from './use-now';
import { usePlayerFormat } from './use-player-format';
import { useStyles } from './styles';
import css from './countdown.css?inline';

/** Time left until `target` at `now`, as the screens write it: days apart, then HH:mm:ss. */
export function useCountdownText(): (target: number, now: number) => string {
  const { t } = useLingui();
  return (target, now) => {
    const left = remaining(target, now);
    const clock = clockText(left);
    const days = left.days;
    return days > 0 ? t({ id: 'common.countdown.days', message: `${days}d ${clock}` }) : clock;
  };
}

/** Ticks every second by itself; says the target instant in the player's zone (§5 format) too. */
export function Countdown({ target, label }: { target: number; label: string }) {
  useStyles(css);
  const now = useNow(1000);
  const text = useCountdownText()(target, now);
  const format = usePlayerFormat();
  return (
    <p className="countdown">
      <span className="countdown__label">{label}</span>{' '}
      <time className="countdown__value" dateTime={new Date(target).toISOString()}>
        {text}
      </time>{' '}
      <span className="countdown__at">({format.dateTime(target)})</span>
    </p>
  );
}
