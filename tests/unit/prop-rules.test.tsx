// @vitest-environment happy-dom
import { findByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../elements/runtime';
import { ruleBroken } from '../../elements/prop-rules';
import { sessionStore } from '../../src/state/store';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';

/** Shows what the feature was given: the attribute's parsed value, or "default". */
function Every({ interval }: { interval?: number }) {
  return <p>every {interval === undefined ? 'default' : String(interval)}</p>;
}
const shadowOf = (el: Element) => el.shadowRoot as unknown as HTMLElement;
const STARTUP = { timeout: 5000 };

describe('an attribute that breaks its rule (issue 42: interval="fast" was NaN)', () => {
  sessionStore.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'http://127.0.0.1:9/api', timeoutMs: 500 });
  sessionStore.set(sessionReadyAtom, true);
  defineElement('test-every', Every, { props: { interval: { type: 'number', min: 500 } } });
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
    await findByText(shadowOf(first), 'every default', {}, STARTUP);
    const second = mount('fast');
    await findByText(shadowOf(second), 'every default', {}, STARTUP);
    const said = warn.mock.calls.map((call) => String(call[0])).filter((m) => m.includes('test-every'));
    expect(said).toEqual([
      '[ingame] <test-every> interval="fast" is not a number of at least 500: the default applies.',
    ]);
  });

  it('a number under the minimum gives the default too; a number within it passes as it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await findByText(shadowOf(mount('20')), 'every default', {}, STARTUP);
    await findByText(shadowOf(mount('2500')), 'every 2500', {}, STARTUP);
  });

  it('a property set to a string is refused the same way', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = document.createElement('test-every') as HTMLElement & { interval?: unknown };
    document.body.appendChild(el);
    el.interval = 'slow';
    await findByText(shadowOf(el), 'every default', {}, STARTUP);
    expect(warn.mock.calls.some((call) => String(call[0]).includes('interval="slow"'))).toBe(true);
  });
});

describe('ruleBroken', () => {
  it.each([
    [{ type: 'number', min: 0, integer: true } as const, 1.5, 'a whole number of at least 0'],
    [{ type: 'number', min: 0, integer: true } as const, -1, 'a whole number of at least 0'],
    [{ type: 'number', min: 1, max: 9 } as const, 10, 'a number from 1 to 9'],
    ['number' as const, Number.NaN, 'a number'],
    ['number' as const, Infinity, 'a number'],
  ])('%j refuses %s (%s)', (spec, value, why) => {
    expect(ruleBroken(spec, value)).toBe(why);
  });
  it.each([
    [{ type: 'number', min: 0, integer: true } as const, 12],
    ['number' as const, -3.5],
    ['string' as const, 'anything'],
    [{ type: 'number', min: 500 } as const, undefined],
  ])('%j keeps %s', (spec, value) => {
    expect(ruleBroken(spec, value)).toBeNull();
  });
});
