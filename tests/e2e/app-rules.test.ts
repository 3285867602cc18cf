/**
 * The shell's rules a web view needs (issues 41 and 46): failure screens that help inside a game
 * (one error per page, a way back from Not Found and from /error, the connection text after a
 * sensible wait), pages hidden by `device`/`gp` closed to their URLs too, and a bounded route depth.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { harnessForFile, type Harness, freshGameToken, firstPlayer, inApp } from './harness.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

async function openApp(query: string, hash: string): Promise<{ page: Page; errors: string[] }> {
  const p = await firstPlayer(h, 3);
  const page = await h.page({ width: 390, height: 844 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${h.base}/app.html?token=${await freshGameToken(h, p.account)}&lang=en${query}#${hash}`);
  return { page, errors };
}

const waitHash = (page: Page, hash: string) =>
  page.waitForFunction((want) => location.hash === want, hash, { timeout: 15_000 });

describe('pages hidden by device or gp (issue 41 item 10)', () => {
  it('device=mobileapp hides Rewards: #/ingame/prize opened by URL goes to the first page', async () => {
    const { page } = await openApp('&device=mobileapp', '/ingame/prize');
    await waitHash(page, '#/ingame/action');
    const menu = await inApp(page, (root) =>
      [...root.querySelectorAll('nav a')].map((a) => a.getAttribute('data-menu')),
    );
    assert.ok(!menu.includes('prize'));
    await page.close();
  });

  it('gp hides Members: #/ingame/member and #/ingame/member/vip go to the first page', async () => {
    const { page } = await openApp('&gp=1', '/ingame/member/vip');
    await waitHash(page, '#/ingame/action');
    await page.evaluate(() => (location.hash = '#/ingame/member'));
    await waitHash(page, '#/ingame/action');
    await page.close();
  });
});

describe('route depth (issue 46)', () => {
  it('a link with 500 /pure segments opens the page, without a stack overflow', async () => {
    const { page, errors } = await openApp('', `${'/pure'.repeat(500)}/ingame/gamehistory`);
    await page.locator('ingame-app').locator('main h1, main .history__open, main .history__empty').first().waitFor({
      timeout: 20_000,
    });
    assert.deepEqual(
      errors.filter((e) => /call stack/i.test(e)),
      [],
    );
    await page.close();
  });
});

describe('failure screens for a web view (issue 41 item 9)', () => {
  it('Page Not Found has a way back to the first page', async () => {
    const { page } = await openApp('', '/ingame/nowhere');
    const home = page.locator('ingame-app').getByRole('link', { name: 'Go to the home page' });
    await home.click();
    await waitHash(page, '#/ingame/action');
    await page.close();
  });

  it('Try again on the error page after a spent game token returns to where the player was', async () => {
    const p = await firstPlayer(h, 3);
    const spent = await freshGameToken(h, p.account);
    await fetch(`${h.base}/api/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Token: spent }),
    });
    const page = await h.page({ width: 390, height: 844 });
    await page.goto(`${h.base}/app.html?token=${spent}&lang=en#/ingame/prize`);
    await page.waitForFunction(() => location.hash.startsWith('#/error'), null, { timeout: 15_000 });
    const alert = await page.locator('ingame-app').locator('[role="alert"]').first().textContent();
    assert.match(alert ?? '', /Please return to the Game Lobby/);
    assert.doesNotMatch(alert ?? '', /log in again/i);
    await page.locator('ingame-app').getByRole('link', { name: 'Try again' }).click();
    await waitHash(page, '#/ingame/prize');
    assert.doesNotMatch(page.url(), /app\.html#\/app\.html/);
    await page.close();
  });

  it('one error box with one Retry on Members when its platform fails', async () => {
    await h.withFault({ route: '/member/', fault: { kind: 'http500' } }, async () => {
      const { page } = await openApp('&lang=vi', '/ingame/member');
      await page.locator('ingame-app').locator('main [role="alert"]').first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1500);
      const state = await inApp(page, (root) => ({
        alerts: root.querySelectorAll('main .page--member [role="alert"]').length,
        retries: root.querySelectorAll('main .page--member .loaded-failure > button').length,
        text: root.querySelector('main')?.textContent ?? '',
      }));
      assert.equal(state.alerts, 1, `${state.alerts} error boxes: ${state.text}`);
      assert.equal(state.retries, 1);
      assert.doesNotMatch(state.text, /Internal Server Error/);
      await page.close();
    });
  });

  it('a platform that does not answer: the connection text after 15 s, not a minute of spinner', async () => {
    await h.withFault({ route: '/^\\/token$/', fault: { kind: 'hang' } }, async () => {
      const { page } = await openApp('&lang=en', '/ingame/action');
      const started = Date.now();
      await page.locator('ingame-app').locator('[data-slow-wait]').waitFor({ timeout: 25_000 });
      const waited = Date.now() - started;
      assert.ok(waited >= 14_000 && waited < 25_000, `${waited} ms`);
      assert.match(
        (await page.locator('ingame-app').locator('[data-slow-wait]').textContent()) ?? '',
        /Connection is timeout, please close this page and try again later\./,
      );
      await page.close();
    });
  });
});
