/**
 * The session's life in Chromium (issues 41 and 46): a reload while the game-token exchange is on
 * its way keeps the player signed in; a logout on a shared device leaves the next person nothing
 * of the player — the token refused by the platform, nothing kept in the browser.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { harnessForFile, type Harness, freshGameToken, firstPlayer } from './harness.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

const account = (page: Page) =>
  page.evaluate(
    () => document.querySelector('ingame-app')?.shadowRoot?.querySelector('[part="account"]')?.textContent ?? null,
  );

/** The player's rounds of one game in History (0 when it shows none, or asks to sign in). */
async function historyRows(page: Page, game: number): Promise<number> {
  await page.evaluate((g) => (location.hash = `#/ingame/gamehistory/${g}`), game);
  await page
    .locator('ingame-app')
    .locator('.history__open, .history__empty, [role="alert"], .member-signin, button')
    .first()
    .waitFor({ timeout: 20_000 });
  await page
    .locator('ingame-app .history__open')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  return page.locator('ingame-app .history__open').count();
}

describe('a reload during the token exchange (issue 41)', () => {
  it('keeps the player signed in: name in the header, History lists rounds', async () => {
    const p = await firstPlayer(h, 3);
    const gameToken = await freshGameToken(h, p.account);
    // The first exchange is slow (its answer would come after 3 s; the token is spent by then); the
    // reloaded page's exchange reaches the platform after that one spent the token.
    await h.fault([
      { route: '/^\\/token$/', fault: { kind: 'latency', ms: 3000 }, count: 1 },
      { route: '/^\\/token$/', fault: { kind: 'latency', ms: 4000 }, count: 1 },
    ]);
    try {
      const page = await h.page({ width: 390, height: 844 });
      const exchange = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/token$/.test(r.url()));
      await page.goto(`${h.base}/app.html?token=${gameToken}&lang=en`, { waitUntil: 'commit' });
      await exchange;
      await page.waitForTimeout(500);
      // Pull to refresh: the address bar has lost the token by now (the app took it out), as on a phone
      // the reload is of the page as the player sees it.
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(
        () => document.querySelector('ingame-app')?.shadowRoot?.querySelector('[part="account"]')?.textContent,
        null,
        { timeout: 30_000 },
      );
      assert.equal(await account(page), p.account);
      assert.ok((await historyRows(page, p.longGame)) > 0, 'History lists the player’s rounds');
      await page.close();
    } finally {
      await h.clearFaults();
    }
  });
});

describe('logout on a shared device (issue 46)', () => {
  it('the platform refuses the token, the browser keeps nothing, the next person is a guest', async () => {
    const p = await firstPlayer(h, 3);
    const page = await h.page({ width: 390, height: 844 });
    // The URLs asked with the player's token, and those asked without one (by anybody in this
    // browser profile): a public call (§4's lists) is asked both ways, and its public copy may
    // rightly be cached; a URL only ever asked with the token is the player's alone.
    const answered = new Set<string>();
    const askedPublicly = new Set<string>();
    page.context().on('request', (r) => {
      if (!r.url().includes('/api/')) return;
      (r.headers().authorization ? answered : askedPublicly).add(r.url());
    });
    await page.goto(`${h.base}/app.html?token=${await freshGameToken(h, p.account)}&lang=en`);
    await page.waitForFunction(
      () => document.querySelector('ingame-app')?.shadowRoot?.querySelector('[part="account"]')?.textContent,
      null,
      { timeout: 30_000 },
    );
    assert.ok((await historyRows(page, p.longGame)) > 0);
    await page.evaluate(() => (location.hash = '#/ingame/member'));
    await page.locator('ingame-app').locator('main h1, main [role="alert"], main .loaded-wait').first().waitFor();
    const token = (await page.context().cookies()).find((c) => c.name === 'ingame_token')?.value;
    assert.ok(token, 'the session was kept for a reload');
    const historyUrl = `${h.base}/api/history/latest-game`;

    await page.evaluate(() => (window as unknown as { ingame: { logout(): Promise<void> } }).ingame.logout());

    // The platform: the token is dead, not only forgotten.
    const refused = await fetch(historyUrl, { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } });
    assert.equal(((await refused.json()) as { Code: number }).Code, 9101);
    // The browser: no credential cookie, nothing of ours in the tab's storage, the header a guest.
    const cookies = (await page.context().cookies()).map((c) => c.name);
    assert.ok(!cookies.includes('ingame_token') && !cookies.includes('ingame_game_token'), cookies.join());
    const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('ingame:')));
    assert.deepEqual(stored, []);
    assert.notEqual(await account(page), p.account);

    // The next person on the same browser profile opens the app without a token.
    const guest = await page.context().newPage();
    await guest.goto(`${h.base}/app.html?lang=en#/ingame/gamehistory`);
    await guest.locator('ingame-app').locator('main h1, main [role="alert"], main section').first().waitFor();
    await guest.waitForTimeout(1500);
    const text = await guest.evaluate(() => document.querySelector('ingame-app')?.shadowRoot?.textContent ?? '');
    assert.ok(!text.includes(p.account), 'the guest sees nothing of the player');
    assert.equal(await guest.locator('ingame-app .history__open').count(), 0);
    // Nothing of the player's answers in the browser's HTTP cache (issue 46: the platform answers a
    // bearer call with Cache-Control: no-store, and the client asks with cache: 'no-store').
    const private_ = [...answered].filter((url) => !askedPublicly.has(url));
    assert.ok(private_.length >= 3, `the player's own answers were seen: ${private_.join(' ')}`);
    const cached = await guest.evaluate(async (urls) => {
      const found: string[] = [];
      for (const url of urls) {
        try {
          const r = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' });
          if (r.ok) found.push(url);
        } catch {
          // Not in the cache.
        }
      }
      return found;
    }, private_);
    assert.deepEqual(cached, [], `the player's bearer answers still in the HTTP cache after logout`);
    await page.close();
    await guest.close();
  });
});
