// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DatePicker } from '../../src/features/history/date-picker';
import { FIRST_DAY_OF_WEEK, monthGrid } from '../../src/features/history/calendar';
import { loadDayjsLocale } from '../../src/i18n/dayjs';
import { API_LANG, LOCALES } from '../../src/i18n/locales';
import { render, screenOf, type Rendered } from './render';

/** The calendar the date button opened (a dialog named by its month). */
const calendar = (view: Rendered) => screenOf(view).getByRole('dialog');
/** The day that has the keyboard focus: the active element, the grid's one tabbable day (roving tabindex). */
function focused(view: Rendered) {
  const days = within(screenOf(view).getByRole('grid')).getAllByRole('button');
  expect(days.filter((d) => d.getAttribute('tabindex') === '0')).toEqual([document.activeElement]);
  return document.activeElement!.getAttribute('aria-label')!.slice(0, 10);
}
const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
const open = (view: Rendered) => fireEvent.click(screenOf(view).getByRole('button', { name: /^Date:/ }));

describe('the history date picker', () => {
  it('lays a month out as six weeks from Sunday', () => {
    const days = monthGrid(dayjs('2026-11-15'));
    expect(days).toHaveLength(42);
    expect(days[0]!.format('YYYY-MM-DD')).toBe('2026-11-01'); // 1 November 2026 is a Sunday
    expect(days[41]!.format('YYYY-MM-DD')).toBe('2026-12-12');
  });
  it('lays a month out from Monday when the week starts on Monday', () => {
    const days = monthGrid(dayjs('2026-11-15'), 1);
    expect(days[0]!.format('YYYY-MM-DD')).toBe('2026-10-26'); // the Monday before Sunday 1 November
    expect(days[0]!.day()).toBe(1);
    expect(days[41]!.format('YYYY-MM-DD')).toBe('2026-12-06');
  });
  it('starts the week on Monday in de, sv, da, nl, it, es, ro, vi and zh-CN, and on Sunday elsewhere', () => {
    const monday = LOCALES.filter((l) => FIRST_DAY_OF_WEEK[l] === 1);
    expect(monday.sort()).toEqual(['da', 'de', 'es', 'it', 'nl', 'ro', 'sv', 'vi', 'zh-CN']);
  });
  // The table is CLDR's week data for the platform's regional tag; where the runtime's Intl has
  // week info (Chromium, Node), it must agree.
  it.each(LOCALES)('the first day of the week in %s agrees with Intl week info for its region', (locale) => {
    const tag = new Intl.Locale(API_LANG[locale]) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    if (!info) return expect(FIRST_DAY_OF_WEEK[locale]).toBeDefined();
    expect(FIRST_DAY_OF_WEEK[locale]).toBe(info.firstDay % 7);
  });
  it('shows a German calendar from Monday to Sunday, and Home / End keep to that week', async () => {
    await loadDayjsLocale('de');
    const view = await render(<DatePicker value="2026-11-12" max="2026-11-15" onChange={() => undefined} />, {
      locale: 'de',
    });
    fireEvent.click(screenOf(view).getByRole('button', { name: /^Datum:/ }));
    const headers = within(screenOf(view).getByRole('grid')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(within(screenOf(view).getByRole('grid')).getAllByRole('button')[0]!.dataset.date).toBe('2026-10-26');
    expect(focused(view)).toBe('2026-11-12'); // a Thursday
    key('Home');
    expect(focused(view)).toBe('2026-11-09'); // Monday
    key('End');
    expect(focused(view)).toBe('2026-11-15'); // Sunday
  });
  it('keeps Home / End on Sunday to Saturday in English', async () => {
    const view = await render(<DatePicker value="2026-11-12" max="2026-11-30" onChange={() => undefined} />);
    open(view);
    key('Home');
    expect(focused(view)).toBe('2026-11-08');
    key('End');
    expect(focused(view)).toBe('2026-11-14');
  });
  it('moves by day, week and month with the keyboard, never past the last day, and Escape closes', async () => {
    const picked: (string | null)[] = [];
    const view = await render(<DatePicker value="2026-11-10" max="2026-11-15" onChange={(v) => picked.push(v)} />);
    open(view);
    expect(focused(view)).toBe('2026-11-10');
    key('ArrowRight');
    expect(focused(view)).toBe('2026-11-11');
    key('ArrowUp');
    expect(focused(view)).toBe('2026-11-04');
    key('PageUp');
    expect(focused(view)).toBe('2026-10-04');
    key('PageDown');
    key('PageDown');
    expect(focused(view)).toBe('2026-11-15');
    expect(within(calendar(view)).getByRole<HTMLButtonElement>('button', { name: '2026-11-16 Monday' }).disabled).toBe(
      true,
    );
    key('Escape');
    expect(screenOf(view).queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screenOf(view).getByRole('button', { name: /^Date:/ }));
    expect(picked).toEqual([]);
  });
  it('names months and weekdays in the element language', async () => {
    await loadDayjsLocale('th');
    const view = await render(<DatePicker value={null} max="2026-11-15" onChange={() => undefined} />, {
      locale: 'th',
    });
    fireEvent.click(screenOf(view).getAllByRole('button', { expanded: false })[0]!);
    expect(screenOf(view).getByRole('dialog', { name: 'พฤศจิกายน 2026' })).toBeTruthy();
    expect(
      within(screenOf(view).getByRole('grid', { name: 'พฤศจิกายน 2026' })).getAllByRole('columnheader')[0]!.textContent,
    ).toBe('อา.');
  });
});
