// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushToastAtom, toastsAtom } from '../../src/state/toasts';
import { ToastHost } from '../../src/ui/toast-host';
import Toasts, { TOAST_MS } from '../../src/ui/toasts';
import { render, screenOf, until, type Rendered } from './render';

const push = (view: Rendered, message: string) =>
  act(() => view.store.set(pushToastAtom, { kind: 'error', message, code: 7777, trace: 't' }));
const shown = (view: Rendered) => view.store.get(toastsAtom).map((t) => t.message);
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('the toast host', () => {
  it('has its live region in the page before the first toast', async () => {
    const view = await render(<ToastHost />);
    const region = screenOf(view).getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    view.unmount();
  });

  it('shows the first toast inside the region that was already there', async () => {
    const view = await render(<ToastHost />);
    const region = screenOf(view).getByRole('status');
    await push(view, 'Nickname taken.');
    await until(() => within(region).queryByText('Nickname taken.'));
    expect(screenOf(view).getByRole('status')).toBe(region);
    view.unmount();
  });
});

describe('toasts', () => {
  it(`go away after ${TOAST_MS / 1000} s`, async () => {
    const view = await render(<Toasts />);
    vi.useFakeTimers();
    await push(view, 'One');
    elapse(TOAST_MS - 100);
    expect(shown(view)).toEqual(['One']);
    elapse(100);
    expect(shown(view)).toEqual([]);
    view.unmount();
  });

  it('stay while the pointer is over them, and go 4 s after it left', async () => {
    const view = await render(<Toasts />);
    vi.useFakeTimers();
    await push(view, 'Hovered');
    const toast = screenOf(view).getByText('Hovered');
    fireEvent.mouseOver(toast);
    elapse(TOAST_MS * 3);
    expect(shown(view)).toEqual(['Hovered']);
    fireEvent.mouseOut(toast, { relatedTarget: document.body });
    elapse(TOAST_MS - 100);
    expect(shown(view)).toEqual(['Hovered']);
    elapse(100);
    expect(shown(view)).toEqual([]);
    view.unmount();
  });

  it('stay while focus is in them, and go 4 s after it left', async () => {
    const view = await render(<Toasts />);
    vi.useFakeTimers();
    await push(view, 'Focused');
    const dismiss = screenOf(view).getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    elapse(TOAST_MS * 3);
    expect(shown(view)).toEqual(['Focused']);
    act(() => dismiss.blur());
    elapse(TOAST_MS);
    expect(shown(view)).toEqual([]);
    view.unmount();
  });

  it('a dismissed toast does not hold the next one', async () => {
    const view = await render(<Toasts />);
    vi.useFakeTimers();
    await push(view, 'First');
    const dismiss = screenOf(view).getByRole('button', { name: 'Dismiss' });
    fireEvent.mouseOver(dismiss);
    act(() => dismiss.focus());
    fireEvent.click(dismiss);
    expect(shown(view)).toEqual([]);
    await push(view, 'Second');
    elapse(TOAST_MS);
    expect(shown(view)).toEqual([]);
    view.unmount();
  });
});
