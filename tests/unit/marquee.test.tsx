// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarqueeItem } from '../../src/api/contract';
import { Marquee } from '../../src/features/marquee/marquee';
import { createStore } from 'jotai/vanilla';
import { marqueeFamily, prefetchMarquee } from '../../src/features/marquee/marquee.api';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { render, screenOf, type Rendered } from './render';

const items: MarqueeItem[] = [
  { Id: 1, Template: { Format: 'First {0}' }, Content: ['one'], ContentColor: ['#ff0000'] },
  {
    Id: 2,
    Template: { Format: 'Second {0} and {1}' },
    Content: ['$& <b>bold</b>', 'x'],
    ContentColor: ['red; background:url(x)', '#00ff00'],
  },
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

/** The one announcement a reader can perceive: the others are aria-hidden while off screen. */
const visibleText = (view: Rendered) =>
  within(screenOf(view).getByRole('region', { name: 'Announcements' })).getByRole('listitem').textContent;
/** The strip itself (`part="base"`, public styling API), whatever state it is in. */
const strip = (view: Rendered) => view.container.querySelector<HTMLElement>('[part="base"]')!;

describe('<ingame-marquee> component', () => {
  // Fake timers only where the test is about time (the rotation); the clock moves only when told.
  afterEach(() => vi.useRealTimers());

  it('is blank while loading', async () => {
    const view = await render(<Marquee />);
    expect(strip(view).getAttribute('aria-busy')).toBe('true');
    expect(strip(view).textContent).toBe('');
    expect(screenOf(view).queryByRole('region')).toBeNull();
  });

  it('starts with the first announcement and moves on every interval, wrapping around', async () => {
    vi.useFakeTimers();
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
    // The hostile item is off screen (aria-hidden), so by text, not by role.
    const hostile = screenOf(view).getByText('$& <b>bold</b>');
    expect(hostile.getAttribute('style')).toBeNull();
    expect(screenOf(view).getByText('one').style.color).toMatch(/#ff0000|rgb\(255, 0, 0\)/);
  });

  it("makes an operator colour that would not read on the strip's background readable, and keeps one that does", async () => {
    const dark = [
      { Id: 1, Template: { Format: '{0} {1}' }, Content: ['Crash', 'Gems'], ContentColor: ['#e63946', '#ffd166'] },
    ];
    const view = await render(<Marquee interval={500} />);
    // The theme's background behind the strip (here the page's; a token the operator may set).
    view.container.style.background = 'rgb(29, 27, 46)';
    await act(async () => {
      view.store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
      view.store.set(marqueeFamily.atomFor(key), { status: 'ready', data: dark } as never);
      view.store.set(sessionReadyAtom, true);
    });
    const crash = screenOf(view).getByText('Crash').style.color;
    expect(crash).not.toMatch(/#e63946|rgb\(230, 57, 70\)/);
    expect(screenOf(view).getByText('Gems').style.color).toMatch(/#ffd166|rgb\(255, 209, 102\)/);
  });

  // Issue 30: a computed style read inside a size container lays the whole page out at once; a
  // lobby page open for hours did that every 5 s for announcements without any colour.
  it('reads no computed style while rotating announcements that have no colour', async () => {
    vi.useFakeTimers();
    const plain: MarqueeItem[] = [
      { Id: 1, Template: { Format: 'Plain {0}' }, Content: ['one'], ContentColor: [] },
      { Id: 2, Template: { Format: 'Plain two' }, Content: [], ContentColor: [] },
    ];
    // (Checked before asking by role: testing-library reads computed styles itself.)
    const read = vi.spyOn(window, 'getComputedStyle');
    const view = await renderWith({ status: 'ready', data: plain });
    await act(async () => vi.advanceTimersByTime(1500));
    expect(read).not.toHaveBeenCalled();
    expect(visibleText(view)).toBe('Plain two');
    read.mockClear();
    // With a colour in the list the backdrop is read (the readable-colour test above relies on it).
    await act(async () => view.store.set(marqueeFamily.atomFor(key), { status: 'ready', data: items } as never));
    expect(read).toHaveBeenCalled();
  });

  it('the pause button stops the rotation and says so', async () => {
    vi.useFakeTimers();
    const view = await renderWith({ status: 'ready', data: items });
    const pause = screenOf(view).getByRole('button', { name: 'Pause announcements', pressed: false });
    // Its marks are drawn, not typed: `❚❚` and `▶` made the page's first layout search every
    // installed font (issue 45). The label names the action; the mark is hidden from it.
    const mark = () => pause.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d');
    const pauseMark = mark();
    expect(pauseMark).toBeTruthy();
    expect(pause.textContent).toBe('');
    fireEvent.click(pause);
    expect(screenOf(view).getByRole('button', { name: 'Play announcements', pressed: true })).toBe(pause);
    expect(mark()).toBeTruthy();
    expect(mark()).not.toBe(pauseMark);
    expect(pause.textContent).toBe('');
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(visibleText(view)).toBe('First one');
  });

  it('shows the inline error with Code, Message and Trace, and emits ingame-error', async () => {
    const view = await renderWith({
      status: 'error',
      // A platform code the client has no words for: its Message is shown, as text (an HTTP
      // status such as 500 gets the client's generic text instead, tests/unit/error-text.test.tsx).
      error: { Code: 7001, Message: 'Server <i>down</i>', trace: 'abc123', status: 200 },
    });
    // The widget loads on the first error (it is not in the lobby's happy path).
    const alert = await screenOf(view).findByRole('alert');
    expect(alert.getAttribute('aria-busy')).toBeNull();
    expect(alert.textContent).toContain('Feature under maintenance.');
    expect(alert.textContent).toContain('Server <i>down</i>');
    expect(alert.textContent).toContain('7001:abc123');
    expect(alert.querySelector('i')).toBeNull();
    expect(view.events.filter((e) => e.name === 'ingame-error')).toHaveLength(1);
    // A re-render must not emit it again.
    await view.rerender();
    await view.rerender();
    expect(view.events.filter((e) => e.name === 'ingame-error')).toHaveLength(1);
  });

  it('an empty list renders an empty strip without controls', async () => {
    const view = await renderWith({ status: 'ready', data: [] });
    expect(strip(view).classList.contains('marquee--empty')).toBe(true); // keeps the strip's height
    expect(strip(view).getAttribute('aria-busy')).toBeNull();
    expect(strip(view).textContent).toBe('');
    expect(screenOf(view).queryByRole('alert')).toBeNull();
    expect(screenOf(view).queryAllByRole('button')).toEqual([]);
  });

  it('a single item has no pause control (nothing moves)', async () => {
    const view = await renderWith({ status: 'ready', data: [items[0]!] });
    expect(visibleText(view)).toBe('First one');
    expect(screenOf(view).queryAllByRole('button')).toEqual([]);
  });
});

describe('prefetchMarquee (<ingame-marquee> asks before its texts are in)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A page's store before the §4 start-up is done, and what the prefetch asked the family for. */
  function notReady() {
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
    store.set(sessionReadyAtom, false);
    const asked = vi.spyOn(marqueeFamily, 'load').mockResolvedValue();
    return { store, asked };
  }

  it('waits for the session, then asks once with the key the strip reads', () => {
    const { store, asked } = notReady();
    prefetchMarquee(store, 'de');
    expect(asked).not.toHaveBeenCalled();
    store.set(sessionReadyAtom, true);
    store.set(sessionReadyAtom, false);
    store.set(sessionReadyAtom, true);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]![1]).toEqual({ apiId: 3, locale: 'de' });
  });

  it('asks nothing once cancelled: the element went, or its language changed, before the session was ready', () => {
    const { store, asked } = notReady();
    const cancel = prefetchMarquee(store, 'de');
    cancel();
    store.set(sessionReadyAtom, true);
    expect(asked).not.toHaveBeenCalled();
  });
});
