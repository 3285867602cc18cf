// @vitest-environment happy-dom
/**
 * What the ESM entry fetches early (issue 45, elements/early-calls.ts): on a page of the full-page
 * app the shell's chunks only, no text and no call — the app starts its session from its own entry
 * parameters (elements/app-start.ts), which asks for the shell's texts and the first page's code
 * (tests/e2e/app.test.ts); on a lobby page the texts in the page's configured language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarly } from '../../elements/early-calls';

const EARLY_CALLS = Symbol.for('ingame.earlyCalls');
const ROOT = 'https://cdn.test/dist/';
/** A build's graph (scripts/rollup/parallel-imports.mjs). */
const GRAPH = {
  'ingame-app': ['vendor-A', 'runtime-B', 'spinner-C', 'i18n-common-%-D', 'i18n-app-%-E'],
};

function openApp(url: string, apiId = '3') {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  document.body.innerHTML = `<ingame-app></ingame-app>`;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `${ROOT}ingame.js`;
  if (apiId) script.dataset.apiId = apiId;
  document.head.append(script);
}
const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.href.slice(ROOT.length).replace(/^chunks\//, ''),
  );

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (globalThis as Record<symbol, unknown>)[EARLY_CALLS];
  vi.unstubAllGlobals();
});

describe('the entry on a page of the full-page app', () => {
  it("fetches the shell's code, React and the runtime first; no text and no call (they come with the app's session)", () => {
    openApp('https://casino.test/app.html?lang=th&token=secret#/');
    startEarly(document, ['ingame-app'], ROOT, GRAPH);
    expect(preloaded()).toEqual(['vendor-A.js', 'runtime-B.js', 'spinner-C.js', 'elements/ingame-app.js']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a lobby page's texts are in the page configuration's language, not the address's (a lobby page's parameters are the host's)", () => {
    openApp('https://casino.test/lobby.html?lang=de');
    document.body.innerHTML = '<ingame-marquee></ingame-marquee>';
    document.head.querySelector('script')!.dataset.lang = 'ja';
    startEarly(document, ['ingame-marquee'], ROOT, { 'ingame-marquee': ['vendor-A', 'i18n-common-%-D'] });
    expect(preloaded()).toEqual(['vendor-A.js', 'elements/ingame-marquee.js', 'i18n-common-ja-D.js']);
  });
});
