// @vitest-environment happy-dom
/**
 * The runtime takes each element's attributes from its one declaration (issue 42): what the
 * defined class observes is what the manifest, the docs and every host's types say, and a value
 * outside its declared rule warns once, naming element, attribute and value.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEMENT_TAGS } from '../../features.mjs';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { sessionStore } from '../../src/state/store';

sessionStore.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test/api', timeoutMs: 500 });
sessionStore.set(sessionReadyAtom, true);

type Manifest = { modules: { declarations: { tagName: string; attributes: { name: string }[] }[] }[] };
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;
const attributesOf = (tag: string) =>
  manifest.modules
    .flatMap((m) => m.declarations)
    .find((d) => d.tagName === tag)!
    .attributes.map((a) => a.name);

describe('every element observes exactly its declared attributes', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(ELEMENT_TAGS)('<%s>', async (tag) => {
    await import(`../../elements/${tag}.ts`);
    const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
    expect([...observed].sort()).toEqual(attributesOf(tag).sort());
  });

  it('<ingame-rankings view="grid"> and <ingame-fairness game="abc"> warn once each and keep the default', async () => {
    await import('../../elements/ingame-rankings.ts');
    await import('../../elements/ingame-fairness.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const html of [
        '<ingame-rankings view="grid"></ingame-rankings>',
        '<ingame-fairness game="abc"></ingame-fairness>',
      ])
        for (let i = 0; i < 2; i++) document.body.insertAdjacentHTML('beforeend', html);
      await vi.waitFor(() => expect(warn.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
      const said = warn.mock.calls.map((call) => String(call[0])).filter((m) => m.includes('is not'));
      expect(said.sort()).toEqual([
        '[ingame] <ingame-fairness> game="abc" is not a whole number of at least 0: the default applies.',
        '[ingame] <ingame-rankings> view="grid" is not one of list, hub: the default applies.',
      ]);
    } finally {
      // Disconnected, their React roots unmount; the scheduler's last work runs while this file's
      // window exists (left rendering, it ran after the environment's teardown on a busy machine:
      // "window is not defined", an unhandled error that fails the run).
      for (const element of document.body.querySelectorAll('ingame-rankings, ingame-fairness')) element.remove();
      await new Promise((done) => setTimeout(done, 50));
    }
  });
});
