/**
 * The light build (dist/lite/, preact/compat — issue 18) in real Chromium: the documented subset
 * of the suite that covers every element, the lobby and the app shell, on pages opened with
 * `?bundle=lite`. Every test also checks that the page downloaded nothing from the React build
 * (no /dist/ request outside /dist/lite/) and threw no uncaught error.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  demoPlayers,
  freshGameToken,
  harnessForFile,
  pickLanguage,
  shownAnnouncement,
  waitForAnnouncement,
  type Harness,
} from './harness.ts';
import { loadLobby, marqueeLobby } from './classic-page.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  if (!existsSync('dist/lite/ingame.js'))
    throw new Error('dist/lite/ is missing: run `npm run build` (it builds both).');
  h = await harness();
});

interface Watched {
  page: Page;
  /** Paths of every /dist/ request the page made. */
  dist: string[];
  errors: string[];
  /** No request outside /dist/lite/, at least one inside it, no uncaught error. */
  assertLiteOnly(): void;
}

async function litePage(size?: { width: number; height: number }): Promise<Watched> {
  const page = await h.page(size);
  const dist: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/dist/')) dist.push(path);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    page,
    dist,
    errors,
    assertLiteOnly() {
      assert.ok(
        dist.some((p) => p.startsWith('/dist/lite/')),
        `no light-build script was loaded: ${dist.join(', ')}`,
      );
      const react = dist.filter((p) => !p.startsWith('/dist/lite/'));
      assert.deepEqual(react, [], 'requests to the React build');
      assert.deepEqual(errors, [], 'uncaught errors');
    },
  };
}

const inShadow = <T>(page: Page, host: string, fn: (root: ShadowRoot) => T) =>
  page.evaluate(`(${fn.toString()})(document.querySelector(${JSON.stringify(host)}).shadowRoot)`) as Promise<T>;

describe('light build: lobby elements', () => {
  it('marquee-only.html?bundle=lite loads only dist/lite/ and shows the marquee', async () => {
    const w = await litePage();
    await w.page.goto(`${h.base}/marquee-only.html?bundle=lite`);
    assert.equal(await waitForAnnouncement(w.page), 'Congratulations Ace***77 on winning ₱ 12,500.00 in Fortune Gems!');
    assert.ok(
      w.dist.includes('/dist/lite/ingame.js') && w.dist.includes('/dist/lite/elements/ingame-marquee.js'),
      w.dist.join(', '),
    );
    assert.ok(
      !w.dist.some((s) => /react|ingame-language|ingame-app/.test(s)),
      `loaded without need: ${w.dist.join(', ')}`,
    );
    w.assertLiteOnly();
    await w.page.close();
  });

  it('the lobby marquee moves to the next announcement after 5 s, and the pause button stops it', async () => {
    const w = await litePage();
    await w.page.goto(`${h.base}/lobby.html?api=3&bundle=lite`);
    const first = await waitForAnnouncement(w.page, '#marquee');
    assert.equal(first, 'Congratulations Ace***77 on winning ₱ 12,500.00 in Fortune Gems!');
    await waitForAnnouncement(w.page, '#marquee', 8000, /^Weekly/);
    await w.page.locator('#marquee').locator('button').click();
    const paused = await shownAnnouncement(w.page, '#marquee');
    await w.page.waitForFunction(
      () =>
        document.querySelector('#marquee')!.shadowRoot!.querySelector('button')!.getAttribute('aria-pressed') ===
        'true',
      null,
      { timeout: 3000 },
    );
    await w.page.waitForTimeout(5500); // the rotation period: a paused marquee must not move during it
    assert.equal(await shownAnnouncement(w.page, '#marquee'), paused);
    w.assertLiteOnly();
    await w.page.close();
  });

  it('the language picker re-renders the marquee in Thai (shared session store)', async () => {
    const w = await litePage();
    await w.page.goto(`${h.base}/lobby.html?api=3&bundle=lite`);
    await waitForAnnouncement(w.page, '#marquee');
    await pickLanguage(w.page, 'th');
    await waitForAnnouncement(w.page, '#marquee', 10_000, /[\u0E00-\u0E7F]/);
    await w.page.waitForFunction(
      () =>
        document.querySelector('#marquee')!.shadowRoot!.querySelector('button')!.getAttribute('aria-label') ===
        'หยุดประกาศชั่วคราว',
      null,
      { timeout: 5000 },
    );
    w.assertLiteOnly();
    await w.page.close();
  });

  it('the single-file classic light bundle (lite-iife-bundle) shows the marquee from dist/lite/ingame.bundle.iife.js alone', async () => {
    const w = await litePage();
    await w.page.goto(`${h.base}/lobby.html?api=3&bundle=lite-iife-bundle`);
    await waitForAnnouncement(w.page, '#marquee');
    assert.ok(w.dist.includes('/dist/lite/ingame.bundle.iife.js'), w.dist.join(', '));
    assert.ok(!w.dist.some((p) => p.includes('/chunks/')), `the bundle loads no chunk: ${w.dist.join(', ')}`);
    w.assertLiteOnly();
    await w.page.close();
  });

  it('the classic light script (dist/lite/ingame.iife.js) loads the light ESM lobby: at most 1.2× its JavaScript', async () => {
    const esmPage = await litePage();
    const esm = await loadLobby(esmPage.page, h.base, marqueeLobby('module', '/dist/lite/'));
    esmPage.assertLiteOnly();
    await esmPage.page.close();
    const w = await litePage();
    const classic = await loadLobby(w.page, h.base, marqueeLobby('classic', '/dist/lite/'));
    assert.equal(classic.text, esm.text);
    const ratio = classic.gzipBytes / esm.gzipBytes;
    console.log(`light: classic ${classic.gzipBytes} B gz, ESM ${esm.gzipBytes} B gz: ${ratio.toFixed(3)}×`);
    assert.ok(ratio <= 1.2, `classic ${classic.gzipBytes} B vs ESM ${esm.gzipBytes} B gz: ${ratio.toFixed(2)}×`);
    for (const path of ['/dist/lite/ingame.iife.js', '/dist/lite/ingame.js', '/dist/lite/elements/ingame-marquee.js'])
      assert.ok(w.dist.includes(path), `${path} not loaded: ${w.dist.join(', ')}`);
    w.assertLiteOnly();
    await w.page.close();
  });

  it("<ingame-account>: refuses a taken nickname with the server's message, then creates one and shows it", async () => {
    const all = await demoPlayers(h);
    const player = all.find((p) => p.apiId === 3 && !p.nickname)!;
    const taken = all.find((p) => p.apiId === 3 && p.nickname)!;
    const w = await litePage({ width: 375, height: 740 });
    await w.page.goto(
      `${h.base}/lobby.html?api=3&bundle=lite&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}`,
    );
    await w.page.locator('#account').locator('[part="create"]').click();
    // Preact renders (and the dialog opens) on its next tick, not inside the click.
    await w.page.waitForFunction(
      () => document.querySelector('#account')!.shadowRoot!.querySelector('dialog')?.open,
      null,
      {
        timeout: 5000,
      },
    );
    const submit = async (value: string) => {
      await w.page.locator('#account').locator('dialog input').fill(value);
      await w.page.locator('#account').locator('dialog button[type="submit"]').click();
    };
    await submit(taken.nickname!.toUpperCase());
    await w.page.waitForFunction(
      () =>
        /already taken/.test(
          document.querySelector('#account')!.shadowRoot!.querySelector('dialog [role="alert"]')?.textContent ?? '',
        ),
      null,
      { timeout: 10_000 },
    );
    await submit('龙Lite7');
    await w.page.waitForFunction(
      () => document.querySelector('#account')!.shadowRoot!.querySelector('.success'),
      null,
      { timeout: 10_000 },
    );
    assert.equal(
      await inShadow(w.page, '#account', (root) => root.querySelector('[part="nickname"]')?.textContent),
      '龙Lite7',
    );
    await w.page.keyboard.press('Escape');
    await w.page.waitForFunction(
      () => !document.querySelector('#account')!.shadowRoot!.querySelector('dialog')!.open,
      null,
      { timeout: 5000 },
    );
    w.assertLiteOnly();
    await w.page.close();
  });

  it("<ingame-history> alone on its page lists the player's rounds", async () => {
    const long = (await demoPlayers(h)).reduce((a, b) => (b.rounds > a.rounds ? b : a));
    const w = await litePage();
    await w.page.goto(
      `${h.base}/history.html?bundle=lite&game=${long.longGame}&api=${long.apiId}&gameToken=${encodeURIComponent(await freshGameToken(h, long.account))}`,
    );
    await w.page.waitForFunction(
      () => document.querySelector('#history')?.shadowRoot?.querySelector('.history__open'),
      null,
      { timeout: 15_000 },
    );
    const total = await inShadow(w.page, '#history', (root) =>
      Number((root.querySelector('[part="scroller"]') as HTMLElement).dataset.total),
    );
    assert.ok(total > 100, `the long player's list has ${total} rounds`);
    w.assertLiteOnly();
    await w.page.close();
  });

  it('<ingame-fairness> alone on its page renders the verifier', async () => {
    const w = await litePage();
    await w.page.goto(`${h.base}/fairness.html?bundle=lite`);
    await w.page.waitForFunction(
      () => document.querySelector('ingame-fairness')?.shadowRoot?.querySelector('.fairness'),
      null,
      { timeout: 10_000 },
    );
    w.assertLiteOnly();
    await w.page.close();
  });
});

describe('light build: <ingame-app> shell', () => {
  const inApp = <T>(page: Page, fn: (root: ShadowRoot) => T) => inShadow(page, 'ingame-app', fn);

  it('exchanges the token, shows the menu and routes from it', async () => {
    const p = (await demoPlayers(h)).find((x) => x.apiId === 3)!;
    const w = await litePage({ width: 390, height: 780 });
    await w.page.goto(
      `${h.base}/app.html?bundle=lite&token=${encodeURIComponent(await freshGameToken(h, p.account))}&lang=en`,
    );
    await w.page.waitForFunction(
      () => document.querySelector('ingame-app')?.shadowRoot?.querySelector('[part="account"]')?.textContent,
      null,
      { timeout: 15_000 },
    );
    assert.match(w.page.url(), /#\/ingame\/action$/);
    assert.deepEqual(
      await inApp(w.page, (root) => [...root.querySelectorAll('nav a')].map((a) => a.getAttribute('data-menu'))),
      ['action', 'member', 'prize', 'gamehistory'],
    );
    assert.equal(await inApp(w.page, (root) => root.querySelector('[part="account"]')?.textContent), p.account);
    await w.page.locator('ingame-app').locator('nav a[data-menu="prize"]').click();
    await w.page.waitForFunction(() => location.hash === '#/ingame/prize');
    assert.equal(
      await inApp(w.page, (root) => root.querySelector('nav a[aria-current="page"]')?.getAttribute('data-menu')),
      'prize',
    );
    await w.page.evaluate(() => (location.hash = '#/ingame/nowhere'));
    await w.page.waitForFunction(
      () =>
        document.querySelector('ingame-app')!.shadowRoot!.querySelector('main h1')?.textContent === 'Page Not Found',
      null,
      { timeout: 10_000 },
    );
    w.assertLiteOnly();
    await w.page.close();
  });

  it('the history list opens a round and back returns to the list, kept alive', async () => {
    const long = (await demoPlayers(h)).reduce((a, b) => (b.rounds > a.rounds ? b : a));
    const w = await litePage({ width: 1280, height: 800 });
    await w.page.goto(
      `${h.base}/app.html?bundle=lite&token=${encodeURIComponent(await freshGameToken(h, long.account))}&lang=en#/ingame/gamehistory/${long.longGame}`,
    );
    await w.page.waitForFunction(
      () => document.querySelector('ingame-app')?.shadowRoot?.querySelector('.history__open'),
      null,
      { timeout: 15_000 },
    );
    await w.page.evaluate(() => {
      document.querySelector('ingame-app')!.shadowRoot!.querySelector<HTMLElement>('[part="scroller"]')!.scrollTop =
        56 * 150;
    });
    const row = '.history__row[data-index="152"] .history__open';
    await w.page.waitForFunction((sel) => document.querySelector('ingame-app')!.shadowRoot!.querySelector(sel), row, {
      timeout: 10_000,
    });
    const scrollTop = await inApp(w.page, (root) => root.querySelector<HTMLElement>('[part="scroller"]')!.scrollTop);
    const round = await w.page.locator(`ingame-app ${row}`).getAttribute('data-round');
    const refetches: string[] = [];
    w.page.on('request', (r) => r.url().includes('get-history-record') && refetches.push(r.url()));
    await w.page.locator(`ingame-app ${row}`).click();
    await w.page.locator('ingame-app .round-detail .records').waitFor({ timeout: 10_000 });
    assert.match(w.page.url(), new RegExp(`#/ingame/gamehistory/${long.longGame}/${round}$`));
    await w.page.locator('ingame-app .round-detail__back').click();
    await w.page.waitForFunction((sel) => document.querySelector('ingame-app')!.shadowRoot!.querySelector(sel), row, {
      timeout: 5000,
    });
    assert.equal(
      await inApp(w.page, (root) => root.querySelector<HTMLElement>('[part="scroller"]')!.scrollTop),
      scrollTop,
    );
    assert.deepEqual(refetches, [], 'the list was kept, not fetched again');
    w.assertLiteOnly();
    await w.page.close();
  });
});
