import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { harnessForFile, waitForAnnouncement, type Harness } from './harness.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

/** A promise and the function that resolves it: a request held until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The marquee's box and where the host content under it starts. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    marquee: document.querySelector('#marquee')!.getBoundingClientRect().height,
    below: document.querySelector('.lobby-main h1')!.getBoundingClientRect().top,
  }));

describe('no layout shift on the lobby', () => {
  for (const [width, height] of [
    [1280, 36],
    [375, 46.4],
  ] as const) {
    it(`at ${width} px the marquee is ${height} px tall before its bundle, before its announcements and after them`, async () => {
      const page = await h.page({ width, height: 800 });
      const bundle = gate();
      const announcements = gate();
      await page.route('**/dist/ingame.js', async (route) => {
        await bundle.opened;
        await route.continue();
      });
      await page.route('**/api/marquee/**', async (route) => {
        await announcements.opened;
        await route.continue();
      });
      await page.goto(`${h.base}/lobby.html?api=3`, { waitUntil: 'domcontentloaded' });
      const undefinedYet = await measure(page);
      assert.equal(await page.evaluate(() => customElements.get('ingame-marquee')), undefined);

      bundle.open();
      await page.waitForFunction(() => customElements.get('ingame-marquee'));
      const defined = await measure(page);
      // Its texts and stylesheet are there; the platform's announcements are not.
      await page.waitForFunction(() =>
        document.querySelector('#marquee')!.shadowRoot!.querySelector('.marquee--loading'),
      );
      const loading = await measure(page);

      announcements.open();
      await waitForAnnouncement(page, '#marquee');
      const shown = await measure(page);

      assert.ok(Math.abs(shown.marquee - height) < 0.5, `the strip is ${shown.marquee} px`);
      assert.deepEqual(undefinedYet, shown, 'before the bundle');
      assert.deepEqual(defined, shown, 'as soon as it is defined');
      assert.deepEqual(loading, shown, 'while the announcements load');
      await page.close();
    });
  }

  for (const width of [1280, 375]) {
    it(`at ${width} px the lobby shifts by less than 0.02 (CLS) while its widgets load`, async () => {
      const page = await h.page({ width, height: 800 });
      await page.addInitScript(() => {
        type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
        const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[])
            if (!entry.hadRecentInput)
              w.shifts.push({
                value: entry.value,
                nodes: (entry.sources ?? []).map(
                  (s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? '?',
                ),
              });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${h.base}/lobby.html?api=3`);
      await waitForAnnouncement(page, '#marquee');
      await waitForAnnouncement(page, '#marquee-th');
      await page.waitForFunction(() =>
        ['#account', '#language'].every((sel) =>
          document.querySelector(sel)?.shadowRoot?.querySelector('[part="base"]'),
        ),
      );
      // Layout shifts are reported after the frame that drew them: let two more frames go by.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
      );
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      assert.ok(cls < 0.02, `CLS ${cls.toFixed(4)}: ${JSON.stringify(shifts)}`);
      await page.close();
    });
  }
});
