// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundTable } from '../../src/features/history/rounds/table';
import { render, screenOf } from './render';

/** happy-dom lays nothing out: give every box the widths a real browser would measure. */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}
const table = () => <RoundTable head={['Step', 'Multiplier']} rows={[['1', '1.20×']]} />;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a round table', () => {
  it('that scrolls sideways can be reached with the keyboard', async () => {
    widths(640, 320);
    const view = await render(table());
    const box = screenOf(view).getByRole('table').parentElement!;
    expect(box.tabIndex).toBe(0);
    view.unmount();
  });

  it('that fits stays out of the tab order', async () => {
    widths(320, 320);
    const view = await render(table());
    const box = screenOf(view).getByRole('table').parentElement!;
    expect(box.hasAttribute('tabindex')).toBe(false);
    view.unmount();
  });
});
