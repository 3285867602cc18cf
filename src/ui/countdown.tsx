/**
 * The one countdown line of the screens: a label, the time left as "3d 05:03:09" (usePlayerTime
 * `countdown`, rounded up: core/schedule `remaining`) and the target instant in the player's zone.
 * It ticks by itself: only its text re-renders, never the page.
 */
import { useNow } from './use-now';
import { usePlayerTime } from './use-player-time';
import { useStyles } from './styles';
import css from './countdown.css?inline';

export function Countdown({ target, label }: { target: number; label: string }) {
  useStyles(css);
  const now = useNow(1000);
  const format = usePlayerTime();
  return (
    <p className="countdown">
      <span className="countdown__label">{label}</span>{' '}
      <time className="countdown__value" dateTime={new Date(target).toISOString()}>
        {format.countdown(target, now)}
      </time>{' '}
      <span className="countdown__at">({format.dateTime(target)})</span>
    </p>
  );
}
