/**
 * The history date filter: a button showing the chosen day and a calendar in the current language
 * (month and weekday names from dayjs's locale, the week starting on the locale's first day:
 * calendar.ts). Keyboard: arrows move a day or a week, Page Up / Page Down a month, Home / End the
 * week, Enter picks, Escape closes and returns focus.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Dayjs } from 'dayjs';
import { dayjsIn } from '../../i18n/dayjs';
import { useElement } from '../../ui/element-context';
import { FIRST_DAY_OF_WEEK, monthGrid, startOfWeek } from './calendar';

export interface DatePickerProps {
  /** YYYY-MM-DD, or null for every date. */
  value: string | null;
  /** The last day that can be picked (today in the player's time zone), YYYY-MM-DD. */
  max: string;
  onChange(value: string | null): void;
}

const ISO = 'YYYY-MM-DD';

/**
 * The calendar's title, month and year in the locale's own order and words ("November 2026",
 * "2026年11月", "2026년 11월"): dayjs's 'MMMM YYYY' put the month first in every language
 * ("11月 2026"). Gregorian years everywhere (Thai's default would be the Buddhist era, unlike the
 * rest of the screen), Latin digits as the day cells have.
 */
export function monthTitle(locale: string, year: number, monthIndex: number): string {
  const format = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    calendar: 'gregory',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  });
  return format.format(Date.UTC(year, monthIndex, 15));
}

export function DatePicker({ value, max, onChange }: DatePickerProps) {
  const { t } = useLingui();
  const { locale } = useElement();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState(() => dayjsIn(locale, value ?? max));
  const button = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const latest = dayjsIn(locale, max);
  const weekStart = FIRST_DAY_OF_WEEK[locale];

  useEffect(() => {
    if (open) grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [open, focus]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (day: Dayjs) => {
    if (day.isAfter(latest, 'day')) return;
    onChange(day.format(ISO));
    close();
  };
  const move = (day: Dayjs) => setFocus(day.isAfter(latest, 'day') ? latest : day);
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(focus.subtract(1, 'day')),
      ArrowRight: () => move(focus.add(1, 'day')),
      ArrowUp: () => move(focus.subtract(7, 'day')),
      ArrowDown: () => move(focus.add(7, 'day')),
      PageUp: () => move(focus.subtract(1, 'month')),
      PageDown: () => move(focus.add(1, 'month')),
      Home: () => move(startOfWeek(focus, weekStart)),
      End: () => move(startOfWeek(focus, weekStart).add(6, 'day')),
      Escape: close,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  // The month's 42 days only while the calendar is open: the closed picker is on every history
  // list's first render (at CPU ×4 about 20 ms of dayjs for days nobody sees, issue 45).
  const days = open ? monthGrid(focus, weekStart) : [];
  const weekdays = days.slice(0, 7).map((d) => d.format('dd'));
  const label = value
    ? dayjsIn(locale, value).format('YYYY-MM-DD ddd')
    : t({ id: 'history.date.all', message: 'All dates' });
  return (
    <div className="date-picker">
      <button
        ref={button}
        type="button"
        className="date-picker__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-dialog`}
        onClick={() => {
          setFocus(dayjsIn(locale, value ?? max));
          setOpen(!open);
        }}
      >
        <span className="visually-hidden">{t({ id: 'history.date', message: 'Date' })}: </span>
        {label}
      </button>
      {value ? (
        <button type="button" className="date-picker__clear" onClick={() => onChange(null)}>
          {t({ id: 'history.date.clear', message: 'All dates' })}
        </button>
      ) : null}
      {open ? (
        <div
          className="date-picker__dialog"
          id={`${id}-dialog`}
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-month`}
          onKeyDown={onKeyDown}
        >
          <div className="date-picker__head">
            <button
              type="button"
              onClick={() => move(focus.subtract(1, 'month'))}
              aria-label={t({ id: 'history.date.prev', message: 'Previous month' })}
            >
              ‹
            </button>
            <h3 id={`${id}-month`} aria-live="polite">
              {monthTitle(locale, focus.year(), focus.month())}
            </h3>
            <button
              type="button"
              onClick={() => move(focus.add(1, 'month'))}
              disabled={!focus.isBefore(latest, 'month')}
              aria-label={t({ id: 'history.date.next', message: 'Next month' })}
            >
              ›
            </button>
          </div>
          <table ref={grid} role="grid" aria-labelledby={`${id}-month`}>
            <thead>
              <tr>
                {weekdays.map((w, i) => (
                  <th key={i} scope="col">
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 6 }, (_, week) => (
                <tr key={week}>
                  {days.slice(week * 7, week * 7 + 7).map((day) => {
                    const iso = day.format(ISO);
                    const outside = day.month() !== focus.month();
                    const disabled = day.isAfter(latest, 'day');
                    return (
                      <td key={iso}>
                        <button
                          type="button"
                          className={`date-picker__day${outside ? ' is-outside' : ''}${iso === value ? ' is-selected' : ''}`}
                          tabIndex={day.isSame(focus, 'day') ? 0 : -1}
                          aria-pressed={iso === value}
                          aria-label={day.format('YYYY-MM-DD dddd')}
                          disabled={disabled}
                          onClick={() => pick(day)}
                          data-date={iso}
                        >
                          {day.date()}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
