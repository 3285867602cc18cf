/**
 * Navigation without dead ends (issue 24, "What to build" 3), in Chromium against the platform:
 * the first back on any entry closes, promotions and events open inside the shell with the
 * page's style, the rankings' event links work on a lobby page, history operators land on a game,
 * a provably-fair round links to the verifier, and the Android download is a plain link.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoPlayers, freshGameToken, harnessForFile, type Harness, firstPlayer, inApp } from './harness.ts';
import { hostPage, serveHostPage } from './host-page.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

const player = (apiId = 3) => firstPlayer(h, apiId);

/** A page whose web view records the app's close action (device=mobileapp's iOS bridge). */
async function closingPage(): Promise<Page> {
  const page = await h.page({ width: 390, height: 780 });
  // A string, not a function: tsx would wrap a function's inner arrows in helpers the page lacks.
  await page.addInitScript(
    'window.closes = []; window.webkit = { messageHandlers: { closeWindow: { postMessage: function (m) { window.closes.push(m); } } } };',
  );
  return page;
}
const closes = (page: Page) => page.evaluate(() => (window as unknown as { closes: unknown[] }).closes.length);

async function openApp(page: Page, query: string, hash = ''): Promise<void> {
  await page.goto(`${h.base}/app.html?${query}${hash}`);
  await page.locator('ingame-app main h1').first().waitFor({ timeout: 15_000 });
}

describe('back on the first screen', () => {
  it('app.html?token=… with no hash: the first back closes the web view (the redirect is not history)', async () => {
    const p = await player();
    const page = await closingPage();
    await page.goto(`${h.base}/blank.html`).catch(() => undefined);
    await openApp(page, `token=${await freshGameToken(h, p.account)}&lang=en&device=mobileapp`);
    await page.waitForFunction(() => location.hash === '#/ingame/action', null, { timeout: 15_000 });
    const app = page.locator('ingame-app');
    // Inside the app back goes back: to the member page and back to the hub…
    await app.locator('nav a[data-menu="member"]').click();
    // (device=mobileapp hides the user items: the member item is the VIP page.)
    await page.waitForFunction(() => location.hash.startsWith('#/ingame/member'), null, { timeout: 15_000 });
    await app.locator('.header__back').click();
    await page.waitForFunction(() => location.hash === '#/ingame/action', null, { timeout: 15_000 });
    assert.equal(await closes(page), 0);
    // …and on the first screen it closes, staying on the app's page.
    await app.locator('.header__back').click();
    await page.waitForFunction(() => (window as unknown as { closes: unknown[] }).closes.length === 1, null, {
      timeout: 5000,
    });
    assert.match(page.url(), /\/app\.html\?.*#\/ingame\/action$/);
    await page.close();
  });

  it('a history operator (api 110) with no hash closes on the first back too', async () => {
    const p = await player(110);
    const page = await closingPage();
    await openApp(page, `token=${await freshGameToken(h, p.account)}&lang=en&device=mobileapp`);
    await page.waitForFunction(() => location.hash.startsWith('#/ingame/gamehistory'));
    await page.locator('ingame-app .header__back').click();
    await page.waitForFunction(() => (window as unknown as { closes: unknown[] }).closes.length === 1, null, {
      timeout: 5000,
    });
    assert.match(page.url(), /\/app\.html\?/);
    await page.close();
  });
});

describe('links inside the shell', () => {
  it("the hub's main banner opens its promotion inside the shell, keeping the style prefix", async () => {
    const p = await player();
    const page = await h.page({ width: 390, height: 780 });
    await openApp(page, `token=${await freshGameToken(h, p.account)}&lang=en`, '#/style-2/ingame/action');
    const app = page.locator('ingame-app');
    const banner = app.locator('.banner__slide:not([aria-hidden="true"]) a.banner__link[href^="#/action/"]');
    await banner.waitFor({ timeout: 15_000 });
    const id = (await banner.getAttribute('href'))!.split('/').pop();
    await banner.click();
    await page.waitForFunction((id) => location.hash === `#/style-2/ingame/action/${id}`, id, { timeout: 15_000 });
    // The shell is around it: header with back, the menu, the same style.
    await app.locator('.page--promotion').waitFor({ timeout: 10_000 });
    assert.equal(await inApp(page, (root) => root.querySelector('.app')?.getAttribute('data-style')), '2');
    assert.equal(await app.locator('.header__back').count(), 1);
    assert.equal(await app.locator('nav a[data-menu="action"]').count(), 1);
    // The way back: the hub, still style 2.
    await app.locator('.header__back').click();
    await page.waitForFunction(() => location.hash === '#/style-2/ingame/action', null, { timeout: 15_000 });
    await page.close();
  });

  it("the hub's board and event links keep the style prefix; an event opens inside the shell", async () => {
    const p = await player();
    const page = await h.page({ width: 390, height: 780 });
    await openApp(page, `token=${await freshGameToken(h, p.account)}&lang=en`, '#/style-3/ingame/action');
    const app = page.locator('ingame-app');
    const board = app.locator('.rk-list a[href^="#/ingame/action?ranking="]').first();
    await board.waitFor({ timeout: 15_000 });
    const boardHref = (await board.getAttribute('href'))!;
    await board.click();
    await page.waitForFunction((href) => location.hash === href.replace('#/', '#/style-3/'), boardHref, {
      timeout: 5000,
    });
    const event = app.locator('a[part="event-name"][href^="#/event/"]').first();
    await event.waitFor({ timeout: 15_000 });
    const id = (await event.getAttribute('href'))!.split('/').pop();
    await event.click();
    await page.waitForFunction((id) => location.hash === `#/style-3/ingame/event/${id}`, id, { timeout: 15_000 });
    await app.locator('.rk-event dl').waitFor({ timeout: 15_000 });
    assert.equal(await inApp(page, (root) => root.querySelector('.app')?.getAttribute('data-style')), '3');
    assert.equal(await app.locator('.header__back').count(), 1);
    await page.close();
  });
});

describe('<ingame-rankings view="hub"> on a lobby page', () => {
  const lobby = () => hostPage('<ingame-rankings view="hub"></ingame-rankings>');

  it('an event link dispatches a cancelable ingame-navigate; unhandled, the event opens in place with a way back', async () => {
    const page = await h.page({ width: 390, height: 780 });
    await serveHostPage(page, lobby);
    await page.addInitScript(
      "window.navigations = []; document.addEventListener('ingame-navigate', function (e) { window.navigations.push({ detail: e.detail, cancelable: e.cancelable, composed: e.composed, target: e.target.tagName }); });",
    );
    await page.goto(`${h.base}/__host/lobby.html`);
    const rankings = page.locator('ingame-rankings');
    const link = rankings.locator('a[part="event-name"][href^="#/event/"]').first();
    await link.waitFor({ timeout: 15_000 });
    const href = (await link.getAttribute('href'))!;
    const id = Number(href.split('/').pop());
    await link.click();
    await rankings.locator('.rk-event dl').waitFor({ timeout: 15_000 });
    const seen = await page.evaluate(() => (window as unknown as { navigations: unknown[] }).navigations);
    assert.deepEqual(seen, [
      {
        detail: { route: `/event/${id}`, href, what: 'event', id },
        cancelable: true,
        composed: true,
        target: 'INGAME-RANKINGS',
      },
    ]);
    // The host page's address is its own.
    assert.equal(await page.evaluate(() => location.hash), '');
    await rankings.locator('.rk-back').click();
    await rankings.locator('.rk--hub a[part="event-name"]').first().waitFor({ timeout: 15_000 });
    await page.close();
  });

  it('a host that handles ingame-navigate keeps the hub as it is', async () => {
    const page = await h.page({ width: 390, height: 780 });
    await serveHostPage(page, lobby);
    await page.addInitScript(
      "window.handled = []; document.addEventListener('ingame-navigate', function (e) { e.preventDefault(); window.handled.push(e.detail.href); });",
    );
    await page.goto(`${h.base}/__host/lobby.html`);
    const rankings = page.locator('ingame-rankings');
    const link = rankings.locator('a[part="event-name"][href^="#/event/"]').first();
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await page.waitForFunction(() => (window as unknown as { handled: string[] }).handled.length === 1);
    assert.equal(await rankings.locator('.rk-event').count(), 0);
    assert.equal(await page.evaluate(() => location.hash), '');
    await page.close();
  });
});

describe('history operators and the verifier', () => {
  it('an operator that goes straight to history (api 110) lands on the most recent game, not "Choose a game"', async () => {
    const p = await player(110);
    const [latest] = await h.server.db.query<{ game_no: number }>(
      `SELECT r.game_no FROM rounds r JOIN players p ON p.id = r.player_id WHERE p.account = $1
       ORDER BY r.played_at DESC, r.id DESC LIMIT 1`,
      [p.account],
    );
    assert.ok(latest, 'the seeded player has rounds');
    const page = await h.page({ width: 390, height: 780 });
    await openApp(page, `token=${await freshGameToken(h, p.account)}&lang=en`);
    await page.waitForFunction((game) => location.hash === `#/ingame/gamehistory/${game}`, latest.game_no, {
      timeout: 15_000,
    });
    await page.locator('ingame-app .history-view').first().waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('ingame-app .history__empty', { hasText: 'Choose a game' }).count(), 0);
    await page.close();
  });

  it('an operator with the marquee switched off (ROAR, api 130) gets no empty band; a standard one keeps its strip', async () => {
    for (const [apiId, strips] of [
      [130, 0],
      [3, 1],
    ] as const) {
      const p = await player(apiId);
      const page = await h.page({ width: 375, height: 812, mobile: true });
      await openApp(page, `token=${await freshGameToken(h, p.account)}&lang=en`, '#/ingame/member/vip');
      assert.equal(await page.locator('ingame-app .app__marquee').count(), strips, `api ${apiId}`);
      await page.context().close();
    }
  });

  it("a provably-fair round's detail links to the verifier with the round filled in", async () => {
    // A player with a Plinko round (game 28), through the platform's own list.
    let found: { account: string; round: string } | null = null;
    for (const p of (await demoPlayers(h)).filter((x) => x.apiId === 3)) {
      const [row] = await h.server.db.query<{ round_index: string }>(
        `SELECT r.round_index FROM rounds r JOIN players p ON p.id = r.player_id WHERE p.account = $1 AND r.game_no = 28
         ORDER BY r.played_at DESC LIMIT 1`,
        [p.account],
      );
      if (row) {
        found = { account: p.account, round: row.round_index };
        break;
      }
    }
    assert.ok(found, 'a seeded Plinko round');
    const page = await h.page({ width: 390, height: 780 });
    await openApp(
      page,
      `token=${await freshGameToken(h, found.account)}&lang=en`,
      `#/ingame/gamehistory/28/${found.round}`,
    );
    const verify = page.locator('ingame-app [data-part="verify"]');
    await verify.waitFor({ timeout: 15_000 });
    await verify.click();
    await page.waitForFunction(
      (round) => location.hash === `#/ingame/fairness?game=28&round=${encodeURIComponent(round)}`,
      found.round,
      { timeout: 15_000 },
    );
    // The verifier loaded that round: it is the picked one.
    await page.waitForFunction(
      (want) =>
        document.querySelector('ingame-app')!.shadowRoot!.querySelector<HTMLSelectElement>('.pick select[id$="-round"]')
          ?.value === want,
      found.round,
      { timeout: 15_000 },
    );
    await page.close();
  });
});

describe('the full-page app in the player language', () => {
  it('sets <html lang> to the active locale', async () => {
    const page = await h.page({ width: 390, height: 780 });
    await openApp(page, 'apiId=3&lang=ja', '#/ingame/action');
    await page.waitForFunction(() => document.documentElement.lang === 'ja', null, { timeout: 15_000 });
    await page.close();
  });

  it('#/download?app=myr10&site=IN reads app and site from the hash query', async () => {
    const page = await h.page({ width: 390, height: 780 });
    await page.goto(`${h.base}/app.html?lang=en#/download?app=myr10&site=IN`);
    await page.locator('ingame-app .download[data-api-id]').waitFor({ timeout: 15_000 });
    assert.equal(await inApp(page, (root) => root.querySelector('.download')!.getAttribute('data-api-id')), '110');
    await page.close();
  });
});

/** The hub at `size` in `lang`, once its tournaments show. */
async function hubPage(size: { width: number; height: number; mobile?: boolean }, lang: string): Promise<Page> {
  const page = await h.page(size);
  await openApp(page, `token=${await freshGameToken(h, (await player()).account)}&lang=${lang}`, '#/ingame/action');
  await page.locator('ingame-app .rk--hub .rk-name-heading, ingame-app .rk--hub .rk-link').first().waitFor();
  return page;
}

/** After each key, the focused control of the page (not the bars), and where the bars stand. */
async function walkFocus(page: Page, keys: string[]) {
  const seen = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    const focused = await inApp(page, (root) => {
      const el = root.activeElement;
      if (!el || !el.closest('.app__main')) return null;
      const box = el.getBoundingClientRect();
      return {
        text: (el.textContent ?? '').trim().slice(0, 40),
        top: box.top,
        bottom: box.bottom,
        menuTop: root.querySelector('.menu')!.getBoundingClientRect().top,
        headerBottom: root.querySelector('.header')!.getBoundingClientRect().bottom,
      };
    });
    if (focused) seen.push({ key, ...focused });
  }
  return seen;
}

describe('the keyboard in the app', () => {
  it('a control focused with Tab is scrolled into view clear of the bottom menu (hub, de, 360 px)', async () => {
    const page = await hubPage({ width: 360, height: 740 }, 'de');
    // The hub's controls from the top: its banners, tabs, cards, boards and the contact links at
    // the bottom, which the browser scrolled to the screen's last pixels, under the menu.
    const seen = await walkFocus(page, Array<string>(60).fill('Tab'));
    assert.ok(seen.length >= 30, `Tab reached ${seen.length} of the hub's controls`);
    const under = seen.filter((f) => f.bottom > f.menuTop + 0.5).map((f) => `${f.text} (${f.bottom} > ${f.menuTop})`);
    assert.deepEqual(under, [], 'focused under the bottom menu');
    await page.close();
  });

  it('a phone on its side: focus moved back up with Shift+Tab stays clear of the sticky header (en, 812×375)', async () => {
    const page = await hubPage({ width: 812, height: 375, mobile: true }, 'en');
    const seen = await walkFocus(page, [...Array<string>(40).fill('Tab'), ...Array<string>(40).fill('Shift+Tab')]);
    const hidden = seen
      .filter((f) => f.top < f.headerBottom - 0.5)
      .map((f) => `${f.key}: ${f.text} (${f.top} < ${f.headerBottom})`);
    assert.deepEqual(hidden, [], 'focused under the sticky header');
    await page.close();
  });
});
