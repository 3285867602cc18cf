/**
 * Recovering from a network outage without a reload (issue 27): an element whose chunk could not
 * load during the outage loads when the network is back, and a chunk that failed once is asked
 * again instead of staying failed for the page's life.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { harnessForFile, waitForAnnouncement, type Harness } from './harness.ts';

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
