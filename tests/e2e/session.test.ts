/**
 * The session path in Chromium against the platform (#25, #26, #27, #28):
 * - configuration cannot race: a bundled host that calls `configure({ gameToken })` at boot,
 *   before, while or after the elements start, spends its game token in exactly one POST /token
 *   and ends signed in;
 * - credentials stay where the API is: after sign-in no request to the host's origin carries a
 *   credential cookie; a reload within the tab keeps the session without a new exchange;
 * - session failures in words: an exchange that gets no answer shows the timeout text with a
 *   Retry (never a silent guest), a spent game token and an expired saved session take the
 *   9101 / 9100 paths (the /error page in the app; signed-out elements and `ingame-error` in a lobby);
 * - misconfiguration says so: no API base / api id gives one warning and one `ingame-error`.
 *   (A refused origin is proven in tests/unit/misconfiguration.test.ts: Chromium's local-network
 *   rules and Playwright's interception leave no honest way to stage a CORS refusal here.)
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoPlayers, freshGameToken, harnessForFile, type DemoPlayer, type Harness } from './harness.ts';
import { serveHostPage } from './host-page.ts';
import { testToken } from '../helpers/jwt.ts';

const harness = harnessForFile();
let h: Harness;
let player: DemoPlayer;
before(async () => {
  h = await harness();
  player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
});

/** Every POST /token the page makes. */
function countExchanges(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/token') seen.count++;
  });
  return seen;
}

/** Every `ingame-error` detail and every `[ingame]` console warning of the page. */
async function listen(
  page: Page,
): Promise<{ warnings: string[]; events: () => Promise<{ Code: number | null; Message: string }[]> }> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[ingame]')) warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { ingameErrors: unknown[] }).ingameErrors = seen;
    document.addEventListener('ingame-error', (event) => seen.push((event as CustomEvent).detail));
  });
  return {
    warnings,
    events: () =>
      page.evaluate(
        () => (window as unknown as { ingameErrors: { Code: number | null; Message: string }[] }).ingameErrors,
      ),
  };
}

type HistoryState = 'signed-in' | 'signed-out' | 'failure';

/** What <ingame-history> settled on: its list (signed in), the sign-in prompt, or the session failure. */
async function historyState(page: Page, want?: HistoryState, timeout = 12_000): Promise<HistoryState> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const root = document.querySelector('ingame-history')?.shadowRoot;
      if (!root) return null;
      const state = root.querySelector('.history-view__list')
        ? 'signed-in'
        : root.querySelector('[data-session-failure] [role="alert"] .error-notice__body')
          ? 'failure'
          : root.querySelector('.history__empty')
            ? 'signed-out'
            : null;
      return state && (!wanted || state === wanted) ? state : null;
    },
    want ?? null,
    { timeout },
  );
  return (await handle.jsonValue()) as HistoryState;
}

/** A bundled host page (no data-* on any script tag): it imports the ESM entry and configures at boot. */
function bundledHost(order: 'before' | 'while' | 'after', gameToken: string, game: number): string {
  const config = JSON.stringify({ apiBase: '/api', apiId: 3, logHost: null, gameToken, timeoutMs: 8000 });
  const element = `<ingame-history game="${game}"></ingame-history>`;
  const boot = {
    // configure(), then the element is created: its chunk loads after.
    before: `configure(${config}); document.querySelector('main').insertAdjacentHTML('beforeend', '${element}');`,
    // The element is in the markup: its chunk and configure()'s runtime load side by side.
    while: `configure(${config});`,
    // The element has started (as a guest) before configure() runs.
    after: `await preload('ingame-history'); await new Promise((r) => setTimeout(r, 300)); configure(${config});`,
  }[order];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bundled host</title><link rel="icon" href="data:,"></head>
<body><h1>Bundled host</h1><main>${order === 'before' ? '' : element}</main>
<script type="module">import { configure, preload } from '/dist/ingame.js'; ${boot}</script></body></html>`;
}

describe('configure() at boot cannot race (#26)', () => {
  for (const order of ['before', 'while', 'after'] as const) {
    it(`configure ${order} the elements start: one POST /token in each of 4 loads, and the player is signed in`, async () => {
      for (let load = 0; load < 4; load++) {
        const token = await freshGameToken(h, player.account);
        const page = await h.page();
        const exchanges = countExchanges(page);
        const { events } = await listen(page);
        try {
          await serveHostPage(page, () => bundledHost(order, token, player.longGame));
          await page.goto(`${h.base}/__host/bundled.html`);
          assert.equal(await historyState(page, 'signed-in'), 'signed-in', `load ${load + 1}`);
          // Anything still on its way would be a second exchange: give it time to show.
          await page.waitForTimeout(400);
          assert.equal(exchanges.count, 1, `load ${load + 1}: exactly one exchange`);
          assert.equal(await historyState(page), 'signed-in', `load ${load + 1}: still signed in`);
          assert.deepEqual(await events(), [], `load ${load + 1}: no ingame-error`);
        } finally {
          await page.close();
        }
      }
    });
  }

  it('an unknown configure() key is ignored with one console warning', async () => {
    const page = await h.page();
    const { warnings } = await listen(page);
    try {
      await serveHostPage(
        page,
        () => `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><h1>Host</h1>
<script type="module">import { configure } from '/dist/ingame.js'; await configure({ apiBase: '/api', apiBsae: '/x' }); await configure({ apiBsae: '/y' }); document.body.dataset.done = '1';</script></body></html>`,
      );
      await page.goto(`${h.base}/__host/typo.html`);
      await page.waitForSelector('body[data-done]');
      assert.equal(warnings.filter((w) => w.includes('"apiBsae"')).length, 1);
    } finally {
      await page.close();
    }
  });
});

describe('credentials stay where the API is (#27)', () => {
  const CREDENTIAL_COOKIES = /ingame_token|ingame_game_token/;

  it('lobby: after sign-in no request to the host carries a credential cookie; a reload keeps the session without a new exchange', async () => {
    const page = await h.page();
    const exchanges = countExchanges(page);
    const hostCookies: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/')) hostCookies.push(request.headers()['cookie'] ?? '');
    });
    try {
      const token = await freshGameToken(h, player.account);
      await page.goto(`${h.base}/history.html?api=3&game=${player.longGame}&gameToken=${encodeURIComponent(token)}`);
      assert.equal(await historyState(page, 'signed-in'), 'signed-in');
      await page.evaluate(() => fetch('/demo/landing.css', { cache: 'no-store' }).then((r) => r.text()));
      assert.ok(hostCookies.length > 0);
      for (const cookie of hostCookies) assert.doesNotMatch(cookie, CREDENTIAL_COOKIES);
      assert.doesNotMatch(await page.evaluate(() => document.cookie), CREDENTIAL_COOKIES);
      // The player's tab keeps it: a reload of the same page is still signed in, and asks nothing again.
      await page.reload();
      assert.equal(await historyState(page, 'signed-in'), 'signed-in');
      assert.equal(exchanges.count, 1);
      for (const cookie of hostCookies) assert.doesNotMatch(cookie, CREDENTIAL_COOKIES);
    } finally {
      await page.close();
    }
  });

  it("app: the credential cookie is the app document's own — other pages of the host never receive it", async () => {
    const page = await h.page();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path !== '/app.html' && !path.startsWith('/api/')) elsewhere.push(request.headers()['cookie'] ?? '');
    });
    try {
      const token = await freshGameToken(h, player.account);
      await page.goto(`${h.base}/app.html?token=${encodeURIComponent(token)}&lang=en`);
      await page.waitForFunction(() => !new URLSearchParams(location.search).has('token'));
      await page.waitForFunction(() => document.cookie.includes('ingame_token'));
      await page.evaluate(() => fetch('/lobby.html', { cache: 'no-store' }).then((r) => r.text()));
      const cookies = await page.context().cookies();
      const credential = cookies.find((c) => c.name === 'ingame_token');
      assert.equal(credential?.path, '/app.html');
      for (const cookie of elsewhere) assert.doesNotMatch(cookie, CREDENTIAL_COOKIES);
    } finally {
      await page.close();
    }
  });
});

describe('session failures in words (#25)', () => {
  const historyPage = (token: string, timeout = 1500) =>
    `${h.base}/history.html?api=3&timeout=${timeout}&game=${player.longGame}&gameToken=${encodeURIComponent(token)}`;

  it('an exchange that hangs shows the timeout text with a Retry after the timeout, not a guest; Retry signs in', async () => {
    const page = await h.page();
    const exchanges = countExchanges(page);
    try {
      await h.fault({ route: '/token', fault: { kind: 'hang' }, count: 1 });
      const token = await freshGameToken(h, player.account);
      await page.goto(historyPage(token));
      assert.equal(await historyState(page), 'failure');
      const text = await page.locator('ingame-history [data-session-failure]').innerText();
      assert.match(text, /Connection is timeout, please close this page and try again later\./);
      await page.locator('ingame-history').getByRole('button', { name: 'Try again' }).click();
      assert.equal(await historyState(page, 'signed-in'), 'signed-in');
      assert.equal(exchanges.count, 2);
    } finally {
      await h.clearFaults();
      await page.close();
    }
  });

  it('with the network down the same state shows at once (no wait for the timeout); Retry signs in once it is back', async () => {
    const page = await h.page();
    try {
      await page.route('**/api/token', (route) => route.abort('internetdisconnected'));
      const token = await freshGameToken(h, player.account);
      // A long exchange timeout: the failure must show long before it.
      const started = Date.now();
      await page.goto(historyPage(token, 60_000));
      assert.equal(await historyState(page), 'failure');
      assert.ok(Date.now() - started < 15_000, 'not after the exchange timeout');
      const text = await page.locator('ingame-history').innerText();
      assert.doesNotMatch(text, /Failed to fetch|http:\/\//);
      await page.unroute('**/api/token');
      await page.locator('ingame-history').getByRole('button', { name: 'Try again' }).click();
      assert.equal(await historyState(page, 'signed-in'), 'signed-in');
    } finally {
      await page.close();
    }
  });

  it('lobby: a spent game token signs nobody in and tells the host with ingame-error 9101', async () => {
    const page = await h.page();
    const { events } = await listen(page);
    try {
      const token = await freshGameToken(h, player.account);
      await fetch(`${h.base}/api/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Token: token }),
      });
      await page.goto(historyPage(token));
      assert.equal(await historyState(page), 'signed-out');
      await page.waitForFunction(() => (window as unknown as { ingameErrors: unknown[] }).ingameErrors.length > 0);
      assert.deepEqual(
        (await events()).map((e) => e.Code),
        [9101],
      );
    } finally {
      await page.close();
    }
  });

  it('app: a spent game token goes to /error with "Please return to the Game Lobby"', async () => {
    const page = await h.page();
    try {
      const token = await freshGameToken(h, player.account);
      await fetch(`${h.base}/api/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Token: token }),
      });
      await page.goto(`${h.base}/app.html?token=${encodeURIComponent(token)}&lang=en`);
      await page.waitForFunction(() => location.hash.includes('/error'));
      assert.match(await page.evaluate(() => location.hash), /m=9101/);
      await page.locator('ingame-app').getByText('Please return to the Game Lobby').waitFor();
    } finally {
      await page.close();
    }
  });

  /** A session token whose `exp` has passed (the client reads it; the platform would refuse it anyway). */
  const expiredToken = () =>
    testToken(
      { APIID: 3, AID: 1, A: 'expired', exp: Math.floor(Date.now() / 1000) - 60 },
      { alg: 'HS256', typ: 'JWT' },
      'c2ln',
    );

  it('lobby: an expired saved session takes the 9100 path — signed out, ingame-error 9100, nothing kept', async () => {
    const page = await h.page();
    const { events } = await listen(page);
    try {
      const token = expiredToken();
      await page.addInitScript((saved) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          sessionStorage.setItem('ingame:token', saved);
        }
      }, token);
      await page.goto(`${h.base}/history.html?api=3&game=${player.longGame}`);
      assert.equal(await historyState(page), 'signed-out');
      await page.waitForFunction(() => (window as unknown as { ingameErrors: unknown[] }).ingameErrors.length > 0);
      assert.deepEqual(
        (await events()).map((e) => e.Code),
        [9100],
      );
      assert.equal(await page.evaluate(() => sessionStorage.getItem('ingame:token')), null);
    } finally {
      await page.close();
    }
  });

  it('app: an expired saved session goes to /error with 9100', async () => {
    const page = await h.page();
    try {
      await page
        .context()
        .addCookies([
          { name: 'ingame_token', value: expiredToken(), domain: new URL(h.base).hostname, path: '/app.html' },
        ]);
      await page.goto(`${h.base}/app.html?lang=en`);
      await page.waitForFunction(() => location.hash.includes('/error'));
      assert.match(await page.evaluate(() => location.hash), /m=9100/);
    } finally {
      await page.close();
    }
  });
});

describe('misconfiguration says so (#25)', () => {
  it('a script tag without data-api-base and data-api-id: one warning and one ingame-error with a code and a hint', async () => {
    const page = await h.page();
    const { warnings, events } = await listen(page);
    try {
      await serveHostPage(
        page,
        () => `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><h1>Host</h1>
<ingame-marquee></ingame-marquee><ingame-history></ingame-history>
<script type="module" src="/dist/ingame.js"></script></body></html>`,
      );
      await page.goto(`${h.base}/__host/bare.html`);
      await page.waitForFunction(() => (window as unknown as { ingameErrors: unknown[] }).ingameErrors.length > 0);
      await page.waitForTimeout(300);
      const errors = await events();
      assert.equal(errors.length, 1);
      assert.equal(errors[0]!.Code, 5004);
      assert.match(errors[0]!.Message, /API base.*api id/);
      assert.equal(warnings.filter((w) => /API base/.test(w)).length, 1);
    } finally {
      await page.close();
    }
  });
});
