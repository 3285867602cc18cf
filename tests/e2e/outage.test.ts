/**
 * Recovering from a network outage without a reload (issue 27): an element whose chunk could not
 * load during the outage loads when the network is back, and a chunk that failed once is asked
 * again instead of staying failed for the page's life. And the host hears of an outage (issue 42
 * item 4): with a signed-in player and the platform down, every element emits `ingame-error`.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { demoPlayers, freshGameToken, harnessForFile, waitForAnnouncement, type Harness } from './harness.ts';
import { hostPage, serveHostPage } from './host-page.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

describe('an outage around the first use of an element', () => {
  it('an element added while offline works once the network is back, without a reload', async () => {
    const page = await h.page();
    const failures: string[] = [];
    page.on('console', (m) => m.type() === 'error' && failures.push(m.text()));
    await page.goto(`${h.base}/marquee-only.html`);
    await waitForAnnouncement(page);

    await page.context().setOffline(true);
    await page.evaluate(() => document.body.append(document.createElement('ingame-language')));
    for (let i = 0; i < 100 && !failures.some((f) => f.includes('<ingame-language>')); i++)
      await page.waitForTimeout(100);
    assert.ok(
      failures.some((f) => f.includes('could not load <ingame-language>')),
      `the chunk should have failed offline: ${failures.join(' | ')}`,
    );
    assert.equal(await page.evaluate(() => Boolean(customElements.get('ingame-language'))), false);

    await page.context().setOffline(false);
    await page.waitForFunction(() => Boolean(customElements.get('ingame-language')), null, { timeout: 10_000 });
    await page.waitForFunction(
      () => (document.querySelector('ingame-language')?.shadowRoot?.childElementCount ?? 0) > 0,
      null,
      { timeout: 10_000 },
    );
    await page.close();
  });

  it('a chunk that failed once (the first request aborted) is asked again on the next use', async () => {
    const page = await h.page();
    let aborted = 0;
    await page.route('**/dist/elements/ingame-language.js', async (route) => {
      if (aborted++ === 0) return route.abort('internetdisconnected');
      return route.continue();
    });
    await page.goto(`${h.base}/marquee-only.html`);
    await waitForAnnouncement(page);
    await page.evaluate(() => document.body.append(document.createElement('ingame-language')));
    for (let i = 0; i < 100 && aborted === 0; i++) await page.waitForTimeout(100);
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => Boolean(customElements.get('ingame-language'))), false);
    // The next use: another picker appears on the page (the autoloader discovers it).
    await page.evaluate(() => document.body.append(document.createElement('ingame-language')));
    await page.waitForFunction(() => Boolean(customElements.get('ingame-language')), null, { timeout: 10_000 });
    assert.ok(aborted >= 2, `asked ${aborted} times`);
    await page.close();
  });
});

describe('the platform down with a signed-in player', () => {
  const TAGS = [
    'ingame-vip',
    'ingame-level',
    'ingame-prize',
    'ingame-backpack',
    'ingame-gift-code',
    'ingame-install',
    'ingame-account',
  ] as const;

  it('every element emits ingame-error for its failed load, naming the call', async () => {
    const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
    const token = await freshGameToken(h, player.account);
    const page = await h.page();
    const body = TAGS.map((tag) => `<${tag}${tag === 'ingame-gift-code' ? ' event-id="1"' : ''}></${tag}>`).join('');
    await serveHostPage(page, () => hostPage(body, { 'game-token': token, 'timeout-ms': '1500' }));
    // The host's listener, from the first script on: each event with the element it came from.
    await page.addInitScript(() => {
      const seen: { tag: string; code: unknown; call: unknown }[] = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      document.addEventListener('ingame-error', (e) => {
        const detail = (e as CustomEvent<{ Code: unknown; call?: unknown }>).detail;
        seen.push({ tag: (e.target as Element).localName, code: detail.Code, call: detail.call });
      });
    });
    try {
      // Signed in while the platform is up (the session is kept for the tab) …
      await page.goto(`${h.base}/__host/outage.html`);
      await page.waitForFunction(
        () => Boolean(document.querySelector('ingame-vip')?.shadowRoot?.querySelector('[part~="vip-level"]')),
        null,
        { timeout: 15_000 },
      );
      // … then the platform goes down, and the page is opened again with that session.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await page.reload();
      await page.waitForFunction(
        (tags) => {
          const seen = (window as unknown as { seen: { tag: string }[] }).seen;
          return tags.every((tag) => seen.some((e) => e.tag === tag));
        },
        TAGS,
        { timeout: 20_000 },
      );
      const seen = await page.evaluate(
        () => (window as unknown as { seen: { tag: string; code: unknown; call: unknown }[] }).seen,
      );
      for (const tag of TAGS) {
        const mine = seen.filter((e) => e.tag === tag);
        assert.ok(mine.length > 0, `${tag} emitted ingame-error`);
        assert.ok(
          mine.some((e) => e.code === 5003 && typeof e.call === 'string' && /^(GET|POST|PUT) \//.test(e.call)),
          `${tag}: a network failure naming its call: ${JSON.stringify(mine)}`,
        );
      }
    } finally {
      await page.close();
    }
  });
});
