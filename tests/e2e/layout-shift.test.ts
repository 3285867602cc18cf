import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoPlayers, freshGameToken, harnessForFile, waitForAnnouncement, type Harness } from './harness.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

/** Hold every request matching `url` until the test calls `open()`. */
async function hold(page: Page, url: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route) => {
    await opened;
    await route.continue();
  });
  return { open };
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
      const bundle = await hold(page, '**/dist/ingame.js');
      const announcements = await hold(page, '**/api/marquee/**');
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

  for (const bundle of ['', 'lite'])
    for (const width of [1280, 412]) {
      const name = `${bundle ? ' (light build)' : ''}${width < 630 ? ' on a phone' : ''}`;
      it(`at ${width} px the lobby${name} shifts by less than 0.02 (CLS) while its widgets load, whichever draws first`, async () => {
        const page = await h.page({ width, height: 823, mobile: width < 630 });
        await recordShifts(page);
        // The worst order: the elements are defined (no longer `:not(:defined)`) but their texts
        // are not there yet, so their shadow roots are empty; then the account draws first and the
        // language picker beside it only afterwards.
        const texts = await hold(page, '**/chunks/i18n-common-en-*.js');
        const language = await hold(page, '**/elements/ingame-language.js');
        await page.goto(`${h.base}/lobby.html?api=3${bundle ? `&bundle=${bundle}` : ''}`);
        await page.waitForFunction(() => customElements.get('ingame-account') && customElements.get('ingame-marquee'));
        await page.waitForTimeout(100);
        texts.open();
        await page.waitForFunction(() =>
          document.querySelector('#account')?.shadowRoot?.querySelector('[part="base"]'),
        );
        await page.waitForTimeout(100);
        language.open();
        await waitForAnnouncement(page, '#marquee');
        await waitForAnnouncement(page, '#marquee-th');
        await page.waitForFunction(() =>
          ['#account', '#language'].every((sel) =>
            document.querySelector(sel)?.shadowRoot?.querySelector('[part="base"]'),
          ),
        );
        const { cls, shifts } = await shiftsSoFar(page);
        assert.ok(cls < 0.02, `CLS ${cls.toFixed(4)}: ${JSON.stringify(shifts)}`);
        await page.close();
      });
    }
});

describe('no layout shift on the events hub of the app', () => {
  // The hub asks for the tournaments and their running board first, the news under them once the
  // board is in (app/pages/hub-data.ts, issue 45), and shows the news once the tournaments are in
  // place. The worst order for the eye left: the banners above both answer last, after the news.
  for (const width of [412, 1280]) {
    it(`at ${width} px nothing moves as the sections answer, the banners above them last (CLS < 0.02)`, async () => {
      const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
      const page = await h.page({ width, height: 823 });
      await recordShifts(page);
      const banners = await hold(page, '**/api/banner/**');
      page.on('response', (response) => {
        if (response.url().includes('/api/action/promote-list/')) setTimeout(banners.open, 300);
      });
      await page.goto(`${h.base}/app.html?token=${await freshGameToken(h, player.account)}&lang=en`);
      // Playwright's CSS selectors go into open shadow roots.
      await page.locator('.banner__img').first().waitFor();
      await page.locator('section.news').waitFor();
      await page.locator('.rk-card').waitFor();
      // The news sits under the tournaments, and it showed only once they were in place.
      const [board, newsBox] = await Promise.all([
        page.locator('section.rk').boundingBox(),
        page.locator('section.news').boundingBox(),
      ]);
      assert.ok(board && newsBox && newsBox.y >= board.y + board.height, 'the news is under the tournaments');
      // The shell spans the screen (a feature's `:host` rule once shrank it to its content).
      assert.equal((await page.locator('ingame-app').boundingBox())?.width, width);
      const { cls, shifts } = await shiftsSoFar(page);
      assert.ok(cls < 0.02, `CLS ${cls.toFixed(4)}: ${JSON.stringify(shifts)}`);
      await page.close();
    });
  }
});

/** Record the page's layout shifts (not those right after an input) from its first frame. */
function recordShifts(page: Page) {
  return page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (!entry.hadRecentInput)
          w.shifts.push({
            value: entry.value,
            nodes: (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? '?'),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far and their sum (after two more frames: shifts are reported late). */
async function shiftsSoFar(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
  );
  return { shifts, cls: shifts.reduce((sum, s) => sum + s.value, 0) };
}
