// @vitest-environment happy-dom
/**
 * The intro page's RTP goes through the §5 formatter of the page's locale: the operator's "96.50"
 * reads "96,50" where the comma is the decimal point (vi, pt, es, de), "96.50" elsewhere; the
 * operator's digits are kept. The roulette rules name their bets in the page's language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import { IntroPage } from '../../src/features/intro/intro';
import type { Locale } from '../../src/i18n/locales';
import { configAtom, gameSettingsAtom, sessionReadyAtom } from '../../src/state/session';
import { render, until } from './render';

let rtp = '96.50';
beforeEach(() => {
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => null, timeoutMs: () => 5000 });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
      const body = path.startsWith('/api/game-setting/rtp/')
        ? { Code: 0, Data: { Rtp: rtp }, Message: '' }
        : { Code: 1004, Data: null, Message: '' };
      return Promise.resolve(new Response(JSON.stringify(body)));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function intro(locale: Locale, family: 'plinko' | 'roulette' = 'plinko') {
  const store = createStore();
  store.set(configAtom, { ...store.get(configAtom), apiId: 3 });
  store.set(gameSettingsAtom, [{ No: 28, Id: 'PLINKO', Name: 'Plinko', Family: family }]);
  store.set(sessionReadyAtom, true);
  return render(<IntroPage gameId="PLINKO" />, { store, locale });
}

describe('the intro page in the player’s locale', () => {
  it.each<[Locale, string]>([
    ['vi', '96,50'],
    ['pt', '96,50'],
    ['es', '96,50'],
    ['de', '96,50'],
    ['en', '96.50'],
    ['id', '96.50'],
  ])('%s: the RTP reads %s', async (locale, shown) => {
    const view = await intro(locale);
    const line = await until(() => view.container.querySelector('[data-part="rtp"]'));
    // German writes a space before the percent sign ("96,50 %").
    expect(line.textContent).toMatch(new RegExp(`\\b${shown.replace('.', '\\.')}\\s?%`));
  });

  it('keeps the operator’s digits (97.1234 stays four decimals)', async () => {
    rtp = '97.1234';
    const view = await intro('pt');
    const line = await until(() => view.container.querySelector('[data-part="rtp"]'));
    expect(line.textContent).toContain('97,1234%');
    rtp = '96.50';
  });

  it.each<Locale>(['id', 'de', 'sv', 'nl', 'da', 'ro'])(
    '%s: the roulette rules name no bet in English',
    async (locale) => {
      const view = await intro(locale, 'roulette');
      await until(() => view.container.querySelector('[part="intro-rules"]'));
      const rules = view.container.querySelector('[part="intro-rules"]')!.textContent!;
      expect(rules).not.toMatch(/\b(split|street|corner|line)\b/i);
    },
  );
});
