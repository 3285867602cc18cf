// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DatePicker, monthGrid } from '../../src/features/history/date-picker';
import { loadDayjsLocale } from '../../src/i18n/dayjs';
import { render } from './render';

const focused = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('.date-picker__day[tabindex="0"]')!.dataset.date;
const key = (root: HTMLElement, k: string) =>
  act(async () => {
    root.querySelector('[role="dialog"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });

describe('the history date picker', () => {
  it('lays a month out as six weeks from Sunday', () => {
    const days = monthGrid(dayjs('2026-11-15'));
    expect(days).toHaveLength(42);
    expect(days[0]!.format('YYYY-MM-DD')).toBe('2026-11-01'); // 1 November 2026 is a Sunday
    expect(days[41]!.format('YYYY-MM-DD')).toBe('2026-12-12');
  });
  it('moves by day, week and month with the keyboard, never past the last day, and Escape closes', async () => {
    const picked: (string | null)[] = [];
    const view = await render(<DatePicker value="2026-11-10" max="2026-11-15" onChange={(v) => picked.push(v)} />);
    await act(async () => view.container.querySelector<HTMLButtonElement>('.date-picker__button')!.click());
    expect(focused(view.container)).toBe('2026-11-10');
    await key(view.container, 'ArrowRight');
    expect(focused(view.container)).toBe('2026-11-11');
    await key(view.container, 'ArrowUp');
    expect(focused(view.container)).toBe('2026-11-04');
    await key(view.container, 'PageUp');
    expect(focused(view.container)).toBe('2026-10-04');
    await key(view.container, 'PageDown');
    await key(view.container, 'PageDown');
    expect(focused(view.container)).toBe('2026-11-15');
    expect(view.container.querySelector<HTMLButtonElement>('[data-date="2026-11-16"]')!.disabled).toBe(true);
    await key(view.container, 'Escape');
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    expect(picked).toEqual([]);
  });
  it('names months and weekdays in the element language', async () => {
    await loadDayjsLocale('th');
    const view = await render(<DatePicker value={null} max="2026-11-15" onChange={() => undefined} />, { locale: 'th' });
    await act(async () => view.container.querySelector<HTMLButtonElement>('.date-picker__button')!.click());
    expect(view.container.querySelector('h3')!.textContent).toBe('พฤศจิกายน 2026');
    expect(view.container.querySelector('th')!.textContent).toBe('อา.');
  });
});
