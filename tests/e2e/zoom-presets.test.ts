/**
 * Zoom presets scale the whole layout (issue 24): `zoomstyle=app` (32 px) is the phone layout made
 * bigger, so every padding, gap and height of the shell and the pages is twice what
 * `zoomstyle=web` (16 px) draws, not only the text. The stylesheets' lengths follow the element's
 * own root font size (`--_ingame-rem`, ui/base.css), never the host page's: a host's
 * `html { font-size: 10px }` changes none of them. On a screen with no room for the preset's
 * size (a phone) the font grows only as far as the 320 px layout fills the screen (app/app.css).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { firstPlayer, freshGameToken, harnessForFile, inApp, type DemoPlayer, type Harness } from './harness.ts';

const harness = harnessForFile();
let h: Harness;
let player: DemoPlayer;
before(async () => {
  h = await harness();
  player = await firstPlayer(h, 3);
});

const WEB_VIEW = { width: 750, height: 1000 };

/** Per route, the parts measured and their lengths (every one set in the stylesheets in rem before). */
const PARTS: Route[] = [
  {
    route: '#/ingame/gamehistory/12',
    parts: [
      ['.header', ['padding-top', 'column-gap', 'min-height']],
      ['.app__main', ['padding-top']],
      ['.history-view', ['padding-top']],
      ['.history__filters', ['column-gap']],
    ],
  },
  { route: '#/ingame/member', parts: [['.member-card', ['padding-top', 'row-gap']]] },
  {
    route: '#/ingame/prize',
    parts: [
      ['.prize', ['padding-top', 'row-gap']],
      ['.reward', ['padding-top', 'column-gap']],
    ],
  },
  {
    route: '#/ingame/action',
    parts: [
      ['.rk-card', ['padding-top', 'row-gap']],
      // The carousel's 24 px dots and pause button (px before: the preset left them small).
      ['.banner__dot', ['height']],
      ['.banner__toggle', ['height']],
    ],
  },
];
/**
 * Parts whose layout follows their own width in ems (container queries): a 750 px web view at
 * 32 px is 23.4em wide, a 375 px phone's width at 16 px, so they take the phone's layout.
 */
const PHONE_PARTS: Route[] = [
  {
    route: '#/ingame/gamehistory/12',
    parts: [
      ['.menu__item', ['padding-top', 'min-height']],
      ['.history__open', ['height']],
    ],
  },
];
interface Route {
  route: string;
  parts: [selector: string, properties: string[]][];
}

/**
 * Runs in the page (a string: no helper of the test's transform reaches it): the lengths of the
 * first element of each selector, through every shadow root, or null while one is not drawn yet.
 */
const lengths = (parts: [string, string[]][]) => `(() => {
  const roots = [document];
  for (let i = 0; i < roots.length; i++)
    for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  const out = {};
  for (const [selector, properties] of ${JSON.stringify(parts)}) {
    const el = roots.map((r) => r.querySelector(selector)).find(Boolean);
    if (!el || el.getBoundingClientRect().height === 0) return null;
    const cs = getComputedStyle(el);
    for (const p of properties)
      out[selector + ' ' + p] = p === 'height' ? el.getBoundingClientRect().height : parseFloat(cs.getPropertyValue(p));
  }
  return out;
})()`;

/** The lengths of each route's parts, waiting (polling: app.html's CSP has no eval) until they are drawn. */
async function measure(page: Page, routes = PARTS): Promise<Record<string, number>> {
  const all: Record<string, number> = {};
  for (const { route, parts } of routes) {
    await page.evaluate(`location.hash = ${JSON.stringify(route)}`);
    let seen: Record<string, number> | null = null;
    for (let tries = 0; tries < 100 && !seen; tries++) {
      seen = (await page.evaluate(lengths(parts))) as Record<string, number> | null;
      if (!seen) await page.waitForTimeout(100);
    }
    assert.ok(seen, `${route}: ${parts.map(([s]) => s).join(', ')} not drawn`);
    Object.assign(all, seen);
  }
  return all;
}

async function openApp(query: string, size: { width: number; height: number }): Promise<Page> {
  const page = await h.page(size);
  const token = await freshGameToken(h, player.account);
  await page.goto(`${h.base}/app.html?token=${encodeURIComponent(token)}&lang=en${query}#/ingame/action`);
  await page.waitForFunction(() => document.querySelector('ingame-app')?.shadowRoot?.querySelector('main'), null, {
    timeout: 30_000,
  });
  return page;
}

const shellFontSize = (page: Page) => inApp(page, (root) => getComputedStyle(root.querySelector('.app')!).fontSize);

describe('zoom presets scale every length, not only the text', () => {
  /** The parts whose length at `big` is not twice the one at `base`. */
  const notTwice = (base: Record<string, number>, big: Record<string, number>) =>
    Object.entries(base)
      .filter(([key, px]) => Math.abs(big[key]! - 2 * px) > 1)
      .map(([key, px]) => `${key}: ${px} px at web, ${big[key]} px at app`);

  it('zoomstyle=app at 750 px: header, page, history, member card, rewards and hub card spacing is twice zoomstyle=web', async () => {
    const web = await openApp('&zoomstyle=web', WEB_VIEW);
    const base = await measure(web);
    await web.context().close();
    const app = await openApp('&zoomstyle=app', WEB_VIEW);
    assert.equal(await shellFontSize(app), '32px');
    const big = await measure(app);
    await app.context().close();
    assert.deepEqual(notTwice(base, big), []);
    // A length of 0 would prove nothing.
    assert.ok(
      Object.values(base).every((px) => px > 0),
      JSON.stringify(base),
    );
  });

  it("zoomstyle=app in a 750 px web view is the 375 px phone's menu and history rows at twice the size", async () => {
    const phone = await openApp('&zoomstyle=web', { width: 375, height: 812 });
    const base = await measure(phone, PHONE_PARTS);
    await phone.context().close();
    const app = await openApp('&zoomstyle=app', WEB_VIEW);
    const big = await measure(app, PHONE_PARTS);
    await app.context().close();
    assert.deepEqual(notTwice(base, big), []);
  });

  it('a zoomed header keeps the player: at 750 px the name is whole and the logo gives way; at 1280 px the logo is twice its size', async () => {
    const header = `(() => {
      const root = document.querySelector('ingame-app').shadowRoot;
      const account = root.querySelector('ingame-account, [part="account"]');
      const name = (account?.shadowRoot ?? root).querySelector('[part="account"]');
      const logo = root.querySelector('.header__logo');
      return name && { clipped: name.scrollWidth > name.clientWidth, logo: logo ? logo.getBoundingClientRect().height : 0 };
    })()`;
    const read = async (page: Page) => {
      for (let tries = 0; tries < 100; tries++) {
        const seen = (await page.evaluate(header)) as { clipped: boolean; logo: number } | null;
        if (seen) return seen;
        await page.waitForTimeout(100);
      }
      throw new Error('the header was not drawn');
    };
    const narrow = await openApp('&zoomstyle=app', WEB_VIEW);
    assert.deepEqual(await read(narrow), { clipped: false, logo: 0 }, 'zoomstyle=app at 750 px');
    await narrow.context().close();
    const [web, app] = [
      await openApp('&zoomstyle=web', { width: 1280, height: 800 }),
      await openApp('&zoomstyle=app', { width: 1280, height: 800 }),
    ];
    const [webLogo, appLogo] = [(await read(web)).logo, (await read(app)).logo];
    await web.context().close();
    await app.context().close();
    assert.ok(webLogo > 0, 'the logo shows at 1280 px');
    assert.equal(appLogo, 2 * webLogo);
  });

  it("a host page's root font size (html { font-size: 10px }) changes none of our lengths", async () => {
    const page = await openApp('', { width: 375, height: 812 });
    const plain = await measure(page);
    // CSSOM, not a <style>: app.html's CSP allows no inline style, as an operator's page may not.
    await page.evaluate(`document.documentElement.style.fontSize = '10px'`);
    const small = await measure(page);
    await page.context().close();
    assert.deepEqual(small, plain);
  });

  it('on a phone the preset grows the font only as far as the 320 px layout fills the screen', async () => {
    for (const [query, size, px] of [
      ['&zoomstyle=app', WEB_VIEW, '32px'],
      ['&zoomstyle=webapp', WEB_VIEW, '28px'],
      ['&zoomstyle=app', { width: 375, height: 812 }, '18.75px'],
      ['&zoomstyle=app', { width: 320, height: 568 }, '16px'],
      // A phone on its side: 375 px high is the least height the layout is built for at 16 px.
      ['&zoomstyle=app', { width: 812, height: 375 }, '16px'],
      ['&zoomstyle=web', WEB_VIEW, '16px'],
    ] as const) {
      const page = await openApp(query, size);
      assert.equal(await shellFontSize(page), px, `${query} at ${size.width}×${size.height}`);
      await page.context().close();
    }
  });

  it("the preset is the shell's from its first frame, before the game token's exchange has answered", async () => {
    // §4: layout and device flags are applied before the token exchange. The shell can draw as
    // soon as its texts are in; drawn at 16 px and then grown, the whole app would jump.
    const page = await h.page({ width: 375, height: 812 });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/token', async (route) => {
      await answered;
      await route.continue();
    });
    const token = await freshGameToken(h, player.account);
    await page.goto(`${h.base}/app.html?token=${encodeURIComponent(token)}&lang=en&zoomstyle=app#/ingame/action`);
    await page.waitForFunction(() => document.querySelector('ingame-app')?.shadowRoot?.querySelector('main'), null, {
      timeout: 30_000,
    });
    const whileExchanging = await shellFontSize(page);
    release();
    assert.equal(whileExchanging, '18.75px', 'the shell drawn before the exchange answered');
    await page.context().close();
  });

  it("the page's toasts grow with the preset (they live beside the shell, not inside it)", async () => {
    /** The first toast's font size and padding once a bearer call failed (a 500 on the rewards call). */
    const toast = async (query: string) =>
      // The fault is on before the app opens: the shell asks for the prize list at start (its
      // badge), and on a busy machine that answer was in, unfailed, before the route asked.
      h.withFault({ route: '/prize/', fault: { kind: 'http500' } }, async () => {
        const page = await openApp(query, WEB_VIEW);
        try {
          await page.evaluate(`location.hash = '#/ingame/prize'`);
          for (let tries = 0; tries < 150; tries++) {
            const seen = (await page.evaluate(`(() => {
              const el = document.querySelector('ingame-app').shadowRoot.querySelector('.toast');
              if (!el) return null;
              const cs = getComputedStyle(el);
              return { font: parseFloat(cs.fontSize), padding: parseFloat(cs.paddingTop) };
            })()`)) as { font: number; padding: number } | null;
            if (seen) return seen;
            await page.waitForTimeout(100);
          }
          throw new Error(`${query}: no toast after the failed call`);
        } finally {
          await page.context().close();
        }
      });
    const web = await toast('&zoomstyle=web');
    const app = await toast('&zoomstyle=app');
    assert.equal(web.font, 16);
    assert.deepEqual(app, { font: 2 * web.font, padding: 2 * web.padding });
  });
});
