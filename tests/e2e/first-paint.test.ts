/**
 * A first paint within 1 s on a slow network (issue 41 item 8): at 400 kbps and 400 ms per request
 * (Chromium's own throttling, CDP Network.emulateNetworkConditions) the app's header and menu are
 * on screen — drawn, and not under anything else — within 1 s of the page's first byte, before any
 * API answer.
 *
 * What is measured: an init script checks on every animation frame whether a header and a menu
 * (the page's static skeleton, or the element's own shell) are the topmost element at their
 * centres; the time is that frame's `performance.now()` (from navigation start) minus the
 * navigation's `responseStart` (the HTML's first byte: the connection and the request's 400 ms
 * are the network's, not the page's). The page's HTML itself is ~2 kB (0.05 s at 400 kbps).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { harnessForFile, type Harness, freshGameToken, firstPlayer } from './harness.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

/** Recorded by the page itself: the first frame with both header and menu on top, and the first API answer. */
const WATCH = () => {
  const w = window as unknown as { __shell: { shown: number | null; apiAnswer: number | null } };
  w.__shell = { shown: null, apiAnswer: null };
  const onTop = (el: Element | null | undefined): boolean => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.top >= innerHeight) return false;
    const x = r.left + r.width / 2;
    const y = Math.min(r.top + r.height / 2, innerHeight - 1);
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return !!hit && (el === hit || el.contains(hit));
  };
  const find = (part: string) => {
    const shadow = document.querySelector('ingame-app')?.shadowRoot;
    return (
      [shadow?.querySelector(`[part="${part}"]`), document.querySelector(`[data-skeleton="${part}"]`)].find(onTop) ??
      null
    );
  };
  const frame = () => {
    if (w.__shell.apiAnswer === null) {
      const api = performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).name.includes('/api/'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd)
        .filter((t) => t > 0);
      if (api.length) w.__shell.apiAnswer = Math.min(...api);
    }
    if (w.__shell.shown === null && find('header') && find('menu')) w.__shell.shown = performance.now();
    if (w.__shell.shown === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

describe('first paint on a slow network (issue 41)', () => {
  it('header and menu are on screen within 1 s of the first byte, before any API answer (400 kbps, 400 ms)', async () => {
    const p = await firstPlayer(h, 3);
    const page = await h.page({ width: 390, height: 844, mobile: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1000) / 8,
      uploadThroughput: (400 * 1000) / 8,
    });
    // As text, with the name helper tsx's output calls (the page does not have it).
    await page.addInitScript({ content: `var __name = (f) => f; (${WATCH.toString()})();` });
    await page.goto(`${h.base}/app.html?token=${await freshGameToken(h, p.account)}&lang=vi`, {
      waitUntil: 'commit',
    });
    await page.waitForFunction(() => (window as any).__shell?.shown !== null, null, { timeout: 30_000 });
    const { shown, firstByte, apiAnswer } = await page.evaluate(() => ({
      shown: (window as any).__shell.shown as number,
      apiAnswer: (window as any).__shell.apiAnswer as number | null,
      firstByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
    }));
    console.log(`# header and menu on screen ${Math.round(shown - firstByte)} ms after the first byte`);
    assert.ok(shown - firstByte < 1000, `the shell showed ${Math.round(shown - firstByte)} ms after the first byte`);
    assert.ok(apiAnswer === null || shown < apiAnswer, 'the shell painted before the first API answer');
    // The element's own shell takes over (the session and the header's player arrive later).
    await page.waitForFunction(
      () => document.querySelector('ingame-app')?.shadowRoot?.querySelector('[part="header"]'),
      null,
      { timeout: 60_000 },
    );
    await page.close();
  });
});
