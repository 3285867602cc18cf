// @vitest-environment happy-dom
/**
 * Failure screens for a web view (issue 41): one error per page with one Retry, and a wait that
 * says §8's connection text after WAIT_MS instead of a minute of spinner.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { CODES, type ApiError } from '../../src/api/contract';
import { Failure } from '../../src/ui/loaded';
import { ErrorGroup } from '../../src/ui/error-group';
import { Spinner, WAIT_MS } from '../../src/ui/spinner';
import { render, screenOf, until } from './render';

const down: ApiError = { Code: CODES.INTERNAL, Message: 'Internal Server Error', trace: 'abc', status: 500 };

afterEach(() => vi.useRealTimers());

describe('one error per page (ui/error-group)', () => {
  it('three parts failing together show one box with one Retry, which asks again for all three', async () => {
    const retries = [vi.fn(), vi.fn(), vi.fn()];
    const view = await render(
      <ErrorGroup>
        {retries.map((retry, i) => (
          <Failure key={i} error={down} retry={retry} />
        ))}
      </ErrorGroup>,
    );
    const screen = screenOf(view);
    await until(() => screen.queryAllByRole('alert').length > 0);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const buttons = screen.getAllByRole('button', { name: 'Try again' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    for (const retry of retries) expect(retry).toHaveBeenCalledTimes(1);
    // Never the server's English status line (issue 41).
    expect(view.container.textContent).not.toContain('Internal Server Error');
  });

  it('outside a group each failure keeps its own box', async () => {
    const view = await render(
      <>
        <Failure error={down} retry={() => {}} />
        <Failure error={down} retry={() => {}} />
      </>,
    );
    await until(() => screenOf(view).queryAllByRole('alert').length === 2);
    expect(screenOf(view).getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});

describe('a slow wait says so (ui/spinner)', () => {
  it(`shows only the spinner for ${WAIT_MS / 1000} s, then §8's connection text (the wait goes on)`, async () => {
    vi.useFakeTimers();
    const view = await render(<Spinner />, { locale: 'vi' });
    await act(async () => vi.advanceTimersByTime(WAIT_MS - 100));
    expect(view.container.querySelector('[data-slow-wait]')).toBeNull();
    expect(view.container.querySelector('.spinner')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    // The text's module and the failure texts load now (real timers: nothing else is timed here).
    vi.useRealTimers();
    await until(() => !!view.container.querySelector('[data-slow-wait]'));
    const text = view.container.querySelector('[data-slow-wait]')?.textContent ?? '';
    expect(text).toMatch(/kết nối/i);
    expect(view.container.querySelector('.spinner')).not.toBeNull();
  });

  it('a sized spinner (in a button or a row) stays a spinner however long it turns', async () => {
    vi.useFakeTimers();
    const view = await render(<Spinner size="sm" />, { locale: 'vi' });
    await act(async () => vi.advanceTimersByTime(WAIT_MS * 2));
    expect(view.container.querySelector('[data-slow-wait]')).toBeNull();
  });
});
