// @vitest-environment happy-dom
import { findByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../elements/runtime';
import { ruleBroken } from '../../elements/prop-rules';
import { declareElement } from '../../elements/declaration';
import { sessionStore } from '../../src/state/store';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';

/** Shows what the feature was given: the attribute's parsed value, or "default". */
function Every({ interval, view }: { interval?: number; view?: string }) {
  return (
    <p>
      every {interval === undefined ? 'default' : String(interval)} as {view ?? 'default'}
    </p>
  );
}
const shadowOf = (el: Element) => el.shadowRoot as unknown as HTMLElement;
const STARTUP = { timeout: 5000 };

describe('an attribute that breaks its rule (issue 42: interval="fast" was NaN)', () => {
  sessionStore.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'http://127.0.0.1:9/api', timeoutMs: 500 });
  sessionStore.set(sessionReadyAtom, true);
  const declaration = declareElement('test-every', {
    attributes: {
      /** Milliseconds. */
      interval: { type: 'number', min: 500, default: 5000 },
      /** How. */
      view: { type: 'string', values: ['list', 'hub'], default: 'list' },
    },
  });
  defineElement(declaration, Every);
  afterEach(() => vi.restoreAllMocks());

  const mount = (value: string) => {
    const el = document.createElement('test-every');
    el.setAttribute('interval', value);
    document.body.appendChild(el);
    return el;
  };

  it('a word gives the feature its default, and the console names the element, attribute and value once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = mount('fast');
    await findByText(shadowOf(first), 'every default as default', {}, STARTUP);
    const second = mount('fast');
    await findByText(shadowOf(second), 'every default as default', {}, STARTUP);
    const said = warn.mock.calls.map((call) => String(call[0])).filter((m) => m.includes('test-every'));
    expect(said).toEqual([
      '[ingame] <test-every> interval="fast" is not a number of at least 500: the default applies.',
    ]);
  });

  it('a number under the minimum gives the default too; a number within it passes as it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await findByText(shadowOf(mount('20')), 'every default as default', {}, STARTUP);
    await findByText(shadowOf(mount('2500')), 'every 2500 as default', {}, STARTUP);
  });

  it('a value outside the declared values gives the default and says which are allowed; an allowed one passes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const grid = document.createElement('test-every');
    grid.setAttribute('view', 'grid');
    document.body.appendChild(grid);
    await findByText(shadowOf(grid), 'every default as default', {}, STARTUP);
    expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
      '[ingame] <test-every> view="grid" is not one of list, hub: the default applies.',
    );
    const hub = document.createElement('test-every');
    hub.setAttribute('view', 'hub');
    document.body.appendChild(hub);
    await findByText(shadowOf(hub), 'every default as hub', {}, STARTUP);
  });

  it('a property set to a string is refused the same way', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = document.createElement('test-every') as HTMLElement & { interval?: unknown };
    document.body.appendChild(el);
    el.interval = 'slow';
    await findByText(shadowOf(el), 'every default as default', {}, STARTUP);
    expect(warn.mock.calls.some((call) => String(call[0]).includes('interval="slow"'))).toBe(true);
  });
});

describe('ruleBroken', () => {
  it.each([
    [{ type: 'number', min: 0, integer: true } as const, 1.5, 'a whole number of at least 0'],
    [{ type: 'number', min: 0, integer: true } as const, -1, 'a whole number of at least 0'],
    [{ type: 'number', min: 1, max: 9 } as const, 10, 'a number from 1 to 9'],
    [{ type: 'number' } as const, Number.NaN, 'a number'],
    [{ type: 'number' } as const, Infinity, 'a number'],
    [{ type: 'string', values: ['a', 'b'] } as const, 'c', 'one of a, b'],
  ])('%j refuses %s (%s)', (spec, value, why) => {
    expect(ruleBroken(spec, value)).toBe(why);
  });
  it.each([
    [{ type: 'number', min: 0, integer: true } as const, 12],
    [{ type: 'number' } as const, -3.5],
    [{ type: 'string' } as const, 'anything'],
    [{ type: 'string', values: ['a', 'b'] } as const, 'b'],
    [{ type: 'number', min: 500 } as const, undefined],
  ])('%j keeps %s', (spec, value) => {
    expect(ruleBroken(spec, value)).toBeNull();
  });
});
