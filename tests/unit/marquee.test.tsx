// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarqueeItem } from '../../src/api/contract';
import { Marquee } from '../../src/features/marquee/marquee';
import { marqueeFamily } from '../../src/features/marquee/marquee.api';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { byRole, render, waitFor, type Rendered } from './render';

const items: MarqueeItem[] = [
  { Id: 1, Template: { Format: 'First {0}' }, Content: ['one'], ContentColor: ['#ff0000'] },
  { Id: 2, Template: { Format: 'Second {0} and {1}' }, Content: ['$& <b>bold</b>', 'x'], ContentColor: ['red; background:url(x)', '#00ff00'] },
  { Id: 3, Template: { Format: 'Third' }, Content: [], ContentColor: [] },
];

const key = { apiId: 3, locale: 'en' as const, enabled: true };

async function renderWith(state: Parameters<Rendered['store']['set']>[1] | null, interval = 500) {
  const view = await render(<Marquee interval={interval} />);
  await act(async () => {
    view.store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
    if (state) view.store.set(marqueeFamily.atomFor(key), state as never);
    view.store.set(sessionReadyAtom, true);
  });
  return view;
}

const visibleText = (view: Rendered) =>
  [...view.container.querySelectorAll('.marquee__item')].find((li) => li.getAttribute('aria-hidden') === 'false')?.textContent;

describe('<ingame-marquee> component', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('is blank while loading', async () => {
    const view = await render(<Marquee />);
    const strip = view.container.querySelector('.marquee')!;
    expect(strip.getAttribute('aria-busy')).toBe('true');
    expect(strip.textContent).toBe('');
  });

  it('starts with the first announcement and moves on every interval, wrapping around', async () => {
    const view = await renderWith({ status: 'ready', data: items });
    expect(visibleText(view)).toBe('First one');
    await act(async () => vi.advanceTimersByTime(500));
    expect(visibleText(view)).toBe('Second $& <b>bold</b> and x');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(visibleText(view)).toBe('First one');
  });

  it('renders server text as text and applies only hex colours', async () => {
    const view = await renderWith({ status: 'ready', data: items });
    expect(view.container.querySelector('b')).toBeNull();
    const spans = [...view.container.querySelectorAll<HTMLElement>('.marquee__item span')];
    const hostile = spans.find((s) => s.textContent === '$& <b>bold</b>')!;
    expect(hostile.getAttribute('style')).toBeNull();
    expect(spans.find((s) => s.textContent === 'one')!.style.color).toMatch(/#ff0000|rgb\(255, 0, 0\)/);
  });

  it('the pause button stops the rotation and says so', async () => {
    const view = await renderWith({ status: 'ready', data: items });
    const pause = byRole(view.container, 'button', /Pause announcements/)!;
    await act(async () => pause.click());
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(pause.getAttribute('aria-label')).toBe('Play announcements');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(visibleText(view)).toBe('First one');
  });

  it('shows the inline error with Code, Message and Trace, and emits ingame-error', async () => {
    const view = await renderWith({ status: 'error', error: { Code: 500, Message: 'Server <i>down</i>', trace: 'abc123', status: 500 } });
    // The widget loads on the first error (it is not in the lobby's happy path).
    const alert = await waitFor(() => view.container.querySelector<HTMLElement>('[role="alert"]:not([aria-busy])'));
    expect(alert.textContent).toContain('Feature under maintenance.');
    expect(alert.textContent).toContain('Server <i>down</i>');
    expect(alert.textContent).toContain('500:abc123');
    expect(alert.querySelector('i')).toBeNull();
    expect(view.events.filter((e) => e.name === 'ingame-error')).toHaveLength(1);
    // A re-render must not emit it again.
    await view.rerender();
    await view.rerender();
    expect(view.events.filter((e) => e.name === 'ingame-error')).toHaveLength(1);
  });

  it('an empty list renders an empty strip without controls', async () => {
    const view = await renderWith({ status: 'ready', data: [] });
    expect(view.container.querySelector('.marquee--empty')).not.toBeNull();
    expect(view.container.querySelector('button')).toBeNull();
  });

  it('a single item has no pause control (nothing moves)', async () => {
    const view = await renderWith({ status: 'ready', data: [items[0]!] });
    expect(view.container.querySelector('button')).toBeNull();
  });
});
