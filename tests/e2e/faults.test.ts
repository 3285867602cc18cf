/**
 * The fault matrix (#16): every element × every platform fault, in Chromium against the platform.
 * For each cell: the element shows a state (content, or the §8 widget with a code) — never a blank
 * box; the page raises no uncaught error; the host page's own content is untouched.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoPlayers, freshGameToken, harnessForFile, type Harness } from './harness.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

type Fault = { name: string; rule?: unknown; network?: 'down'; code?: RegExp };
const FAULTS: Fault[] = [
  { name: 'latency', rule: { kind: 'latency', ms: 400 } },
  { name: 'hang', rule: { kind: 'hang' }, code: /5002:/ },
  { name: 'HTTP 500', rule: { kind: 'http500' }, code: /5000:/ },
  {
    name: 'an error Code',
    rule: { kind: 'code', code: 5003, message: '<img src=x onerror=alert(1)> $&' },
    code: /5003:/,
  },
  { name: 'a malformed body', rule: { kind: 'malformed' }, code: /5001:/ },
  { name: 'wrong types', rule: { kind: 'wrongTypes' }, code: /5001:/ },
  { name: '9100', rule: { kind: 'code', code: 9100 } },
  { name: '9101', rule: { kind: 'code', code: 9101 } },
  { name: 'network down', network: 'down' },
];

interface Cell {
  element: string;
  /** The page that shows it (a fresh game token is added). */
  page: (token: string, account: { longGame: number }) => string;
  /** The host element to look into. */
  selector: string;
  /** The route the element's own data comes from. */
  route: string;
  /** The host page's own content, which must stay. */
  host: string;
  /** Whether a failure of its data shows the §8 widget (else the element shows what it has, e.g. the account name). */
  alerts: boolean;
}
const CELLS: Cell[] = [
  {
    element: '<ingame-marquee>',
    page: () => '/lobby.html?api=3&timeout=1500',
    selector: '#marquee',
    route: '/marquee/',
    host: 'h1',
    alerts: true,
  },
  {
    element: '<ingame-account>',
    page: (t) => `/lobby.html?api=3&timeout=1500&gameToken=${t}`,
    selector: 'ingame-account',
    route: '/member/nickname',
    host: 'h1',
    alerts: false,
  },
  {
    element: '<ingame-history>',
    page: (t, p) => `/history.html?api=3&timeout=1500&game=${p.longGame}&gameToken=${t}`,
    selector: '[data-widget]',
    route: '/get-history-record',
    host: 'main',
    alerts: true,
  },
  {
    element: '<ingame-fairness>',
    page: (t, p) => `/fairness.html?api=3&timeout=1500&game=${p.longGame}&gameToken=${t}`,
    selector: '[data-widget]',
    route: '/get-history-record',
    host: 'main',
    alerts: true,
  },
  {
    element: '<ingame-news>',
    page: (t) => `/news.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#news',
    route: '/action/promote-list/',
    host: 'h1',
    alerts: true,
  },
  {
    element: '<ingame-vip>',
    page: (t) => `/member.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#vip',
    route: '/member/vip-setting',
    host: 'main',
    alerts: true,
  },
  {
    element: '<ingame-level>',
    page: (t) => `/member.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#level',
    route: '/member/vip-level',
    host: 'main',
    alerts: true,
  },
  {
    element: '<ingame-banner>',
    page: (t) => `/news.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#banner',
    route: '/banner/',
    host: 'h1',
    alerts: true,
  },
  {
    element: '<ingame-prize>',
    page: (t) => `/rewards.html?api=3&timeout=1500&gameToken=${t}`,
    selector: 'ingame-prize',
    route: '/prize/',
    host: 'h1',
    alerts: true,
  },
  {
    element: '<ingame-rankings>',
    page: (t) => `/rankings.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#rankings',
    route: '/rank/ranking-setting',
    host: 'main',
    alerts: true,
  },
  {
    element: '<ingame-backpack>',
    page: (t) => `/rewards.html?api=3&timeout=1500&gameToken=${t}`,
    selector: 'ingame-backpack',
    route: '/backpack/',
    host: 'h1',
    alerts: true,
  },
  {
    element: '<ingame-gift-code>',
    page: (t) => `/rewards.html?api=3&timeout=1500&gameToken=${t}`,
    selector: 'ingame-gift-code',
    route: '/giftcode/get/',
    host: 'h1',
    alerts: true,
  },
  {
    element: '<ingame-install>',
    page: () => '/install.html?api=3&timeout=1500',
    selector: 'ingame-install',
    route: '/guide/',
    host: 'h1',
    alerts: true,
  },
];

/** What the element shows: its text, and whether a §8 alert is among it. */
const shown = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const root = document.querySelector(sel)?.shadowRoot;
    const alert = root?.querySelector('[role="alert"]');
    return {
      text: (root?.textContent ?? '').trim(),
      alert: alert?.textContent ?? null,
      busy: Boolean(root?.querySelector('[aria-busy="true"]')),
    };
  }, selector);

let cells = 0;
after(() => console.log(`# fault matrix: ${CELLS.length} elements × ${FAULTS.length} faults = ${cells} cells run`));

for (const cell of CELLS) {
  describe(`${cell.element} under every platform fault`, () => {
    for (const fault of FAULTS) {
      it(`${fault.name}: a state, not a blank box; the host page untouched`, async () => {
        cells++;
        const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
        const token = await freshGameToken(h, player.account);
        const page = await h.page();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        if (fault.network) await page.route(`**/api${cell.route}**`, (r) => r.abort('internetdisconnected'));
        if (fault.rule) await h.fault({ route: cell.route, fault: fault.rule });
        try {
          await page.goto(`${h.base}${cell.page(encodeURIComponent(token), player)}`);
          // Settled: the §8 widget where the failure must show one; else no longer busy, with something to see.
          const expectAlert = Boolean(fault.code && cell.alerts);
          await page.waitForFunction(
            ([sel, alert]) => {
              const root = document.querySelector(sel as string)?.shadowRoot;
              if (!root) return false;
              if (alert) return Boolean(root.querySelector('[role="alert"]')?.textContent);
              return !root.querySelector('[aria-busy="true"]') && Boolean((root.textContent ?? '').trim());
            },
            [cell.selector, expectAlert] as const,
            { timeout: 12_000 },
          );
          const state = await shown(page, cell.selector);
          assert.ok(state.text.length > 0, 'the element is not blank');
          if (fault.name === 'latency') assert.equal(state.alert, null, 'a slow answer is still shown');
          if (fault.code && cell.alerts) assert.match(state.alert ?? '(no §8 widget)', fault.code);
          // Server text is inert: the hostile message never became markup.
          assert.equal(
            await page.evaluate(
              (sel) => document.querySelector(sel)?.shadowRoot?.querySelector('img[src="x"]') ?? null,
              cell.selector,
            ),
            null,
          );
          assert.ok(await page.locator(cell.host).first().isVisible(), 'the host page keeps its own content');
          assert.deepEqual(errors, []);
        } finally {
          await h.clearFaults();
          await page.close();
        }
      });
    }
  });
}
