/**
 * The fault matrix (#16): every element × every platform fault, in Chromium against the platform.
 * For each cell: the element shows a state (content, or the §8 widget with a code) — never a blank
 * box; the page raises no uncaught error; the host page's own content is untouched.
 *
 * Sampled on the diagonal (tests/e2e/matrix.ts sampleRow): each run gives every element three of
 * the nine faults, one further along per element and three further each day, so every fault is
 * met by five or six elements in each run and every cell within three days of CI;
 * `npm run test:full` runs all of them (issue 44: about two minutes off every run). The typed
 * fields under a failed save are sampled the same way (three of the eight failing faults each).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { demoPlayers, freshGameToken, harnessForFile, playerApi, type Harness } from './harness.ts';
import { hostPage, serveHostPage } from './host-page.ts';
import type { IngameTag } from '../../elements/types.ts';
import { FULL_MATRIX, sampleRow } from './matrix.ts';

const harness = harnessForFile();
let h: Harness;
let eventId = 1;
before(async () => {
  h = await harness();
  const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
  eventId = (await playerApi<{ Id: number }[]>(h, player, '/event-list/3/en-US'))[0]!.Id;
});

type Fault = { name: string; rule?: unknown; network?: 'down'; code?: RegExp };
const FAULTS: Fault[] = [
  { name: 'latency', rule: { kind: 'latency', ms: 400 } },
  { name: 'hang', rule: { kind: 'hang' }, code: /5002(?!:)/ },
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
/** Faults each element meets in a run (all of them with the full matrix). */
const FAULTS_PER_ELEMENT = 3;

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
  /** No demo page shows it: a host page of the test's own, answered at `/__host/…` (tests/e2e/host-page.ts). */
  html?: (token: string) => string;
  /** A field typed into while the fault is on: what was typed must still be there once the element settles. */
  typed?: { input: string; value: string };
}
/**
 * Every element of the manifest × every fault: keyed by the tag type (`IngameTag`, every tag an
 * element file declares), so typecheck fails when an element has no cell.
 */
const CELL_OF: { [tag in IngameTag]: Omit<Cell, 'element'> } = {
  'ingame-marquee': {
    page: () => '/lobby.html?api=3&timeout=1500',
    selector: '#marquee',
    route: '/marquee/',
    host: 'h1',
    alerts: true,
  },
  'ingame-account': {
    page: (t) => `/lobby.html?api=3&timeout=1500&gameToken=${t}`,
    selector: 'ingame-account',
    route: '/member/nickname',
    host: 'h1',
    alerts: false,
  },
  'ingame-history': {
    page: (t, p) => `/history.html?api=3&timeout=1500&game=${p.longGame}&gameToken=${t}`,
    selector: '[data-widget]',
    route: '/get-history-record',
    host: 'main',
    alerts: true,
  },
  'ingame-fairness': {
    page: (t, p) => `/fairness.html?api=3&timeout=1500&game=${p.longGame}&gameToken=${t}`,
    selector: '[data-widget]',
    route: '/get-history-record',
    host: 'main',
    alerts: true,
  },
  'ingame-news': {
    page: (t) => `/news.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#news',
    route: '/action/promote-list/',
    host: 'h1',
    alerts: true,
  },
  'ingame-vip': {
    page: (t) => `/member.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#vip',
    route: '/member/vip-setting',
    host: 'main',
    alerts: true,
  },
  'ingame-level': {
    page: (t) => `/member.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#level',
    route: '/member/vip-level',
    host: 'main',
    alerts: true,
  },
  'ingame-banner': {
    page: (t) => `/news.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#banner',
    route: '/banner/',
    host: 'h1',
    alerts: true,
  },
  'ingame-prize': {
    page: (t) => `/rewards.html?api=3&timeout=1500&gameToken=${t}`,
    selector: 'ingame-prize',
    route: '/prize/',
    host: 'h1',
    alerts: true,
  },
  'ingame-rankings': {
    page: (t) => `/rankings.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#rankings',
    route: '/rank/ranking-setting',
    host: 'main',
    alerts: true,
  },
  'ingame-backpack': {
    page: (t) => `/rewards.html?api=3&timeout=1500&gameToken=${t}`,
    selector: 'ingame-backpack',
    route: '/backpack/',
    host: 'h1',
    alerts: true,
  },
  'ingame-gift-code': {
    page: (t) => `/rewards.html?api=3&timeout=1500&gameToken=${t}`,
    selector: 'ingame-gift-code',
    route: '/giftcode/get/',
    host: 'h1',
    alerts: true,
  },
  'ingame-install': {
    page: () => '/install.html?api=3&timeout=1500',
    selector: 'ingame-install',
    route: '/guide/',
    host: 'h1',
    alerts: true,
  },
  'ingame-event': {
    page: () => '/__host/event.html',
    html: (t) =>
      hostPage(`<ingame-event event-id="${eventId}"></ingame-event>`, { 'game-token': t, 'timeout-ms': '1500' }),
    selector: 'ingame-event',
    route: '/event/',
    host: 'h1',
    alerts: true,
  },
  // The pickers have no data of their own: every call of the page fails around them.
  'ingame-language': {
    page: (t) => `/lobby.html?api=3&timeout=1500&gameToken=${t}`,
    selector: '#language',
    route: '/',
    host: 'h1',
    alerts: false,
  },
  'ingame-region': {
    page: () => '/install.html?api=3&timeout=1500',
    selector: 'ingame-region',
    route: '/',
    host: 'h1',
    alerts: false,
    typed: { input: 'ingame-region input[type="search"]', value: 'Thai' },
  },
  'ingame-app': {
    page: (t) => `/__host/app.html?token=${t}&lang=en`,
    html: () => hostPage('<ingame-app></ingame-app>', { 'timeout-ms': '1500' }),
    selector: 'ingame-app',
    route: '/action/promote-list/',
    host: 'h1',
    alerts: true,
  },
};
const CELLS: Cell[] = Object.entries(CELL_OF).map(([tag, cell]) => ({ element: `<${tag}>`, ...cell }));

/** What the element shows: its text, and whether a §8 alert is among it. */
let cells = 0;
let saveCells = 0;
after(() => {
  console.log(
    `# fault matrix: ${CELLS.length} elements × ${FAULTS.length} faults, ${FULL_MATRIX ? 'every cell' : `${FAULTS_PER_ELEMENT} faults each (sampled)`}: ${cells} cells run`,
  );
  console.log(
    `# typed input under a failed save: ${SAVES.length} fields × ${FAULTS.length - 1} failing faults: ${saveCells} cells run`,
  );
});

/** A field the player types into and sends: a failed send must leave what was typed. */
interface Save {
  field: string;
  page: (token: string) => string;
  element: string;
  /** The send's route (the fault is switched on once the field is filled). */
  route: string;
  /** Open the form (and wait until it can be typed into). */
  open: (page: Page) => Promise<void>;
  input: (page: Page) => Locator;
  value: string;
  send: (page: Page) => Locator;
  /** What the element shows once the send has failed. */
  failed: string;
}
const SAVES: Save[] = [
  {
    field: 'a typed nickname',
    page: (t) => `/lobby.html?api=3&timeout=1500&gameToken=${t}`,
    element: 'ingame-account',
    route: '/member/nickname',
    open: (page) => page.locator('ingame-account').getByRole('button', { name: 'Create nickname' }).click(),
    input: (page) => page.locator('ingame-account').getByLabel('Nickname', { exact: true }),
    value: 'Ace77',
    send: (page) => page.locator('ingame-account').getByRole('button', { name: 'Create', exact: true }),
    failed: 'ingame-account dialog [role="alert"]',
  },
  {
    field: 'a gift-code e-mail',
    page: (t) => `/rewards.html?api=3&timeout=1500&gameToken=${t}`,
    element: 'ingame-gift-code',
    route: '/giftcode/send-email/',
    open: (page) => page.locator('ingame-gift-code').getByLabel('E-mail address').waitFor(),
    input: (page) => page.locator('ingame-gift-code').getByLabel('E-mail address'),
    value: 'keep.me@example.com',
    send: (page) => page.locator('ingame-gift-code').getByRole('button', { name: 'Send gift code' }),
    failed: 'ingame-gift-code [data-outcome]',
  },
];

for (const [row, save] of SAVES.entries()) {
  describe(`${save.field} under failing platform faults`, () => {
    // Latency is no failure: the send succeeds, later. Sampled as the matrix below is.
    for (const fault of sampleRow(
      FAULTS.filter((f) => f.name !== 'latency'),
      FAULTS_PER_ELEMENT,
      row,
    )) {
      it(`${fault.name}: the send fails visibly and what was typed is still there`, async () => {
        saveCells++;
        const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
        const token = await freshGameToken(h, player.account);
        const page = await h.page();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        try {
          await page.goto(`${h.base}${save.page(encodeURIComponent(token))}`);
          await save.open(page);
          await save.input(page).fill(save.value);
          if (fault.network) await page.route(`**/api${save.route}**`, (r) => r.abort('internetdisconnected'));
          if (fault.rule) await h.fault({ route: save.route, fault: fault.rule });
          await save.send(page).click();
          await page.locator(save.failed).waitFor({ timeout: 12_000 });
          assert.equal(await save.input(page).inputValue(), save.value, 'what was typed is kept');
          assert.ok(await page.locator('h1').first().isVisible(), 'the host page keeps its own content');
          assert.deepEqual(errors, []);
        } finally {
          await h.clearFaults();
          await page.close();
        }
      });
    }
  });
}

for (const [row, cell] of CELLS.entries()) {
  describe(`${cell.element} under platform faults`, () => {
    for (const fault of sampleRow(FAULTS, FAULTS_PER_ELEMENT, row)) {
      it(`${fault.name}: a state, not a blank box; the host page untouched`, async () => {
        cells++;
        const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
        const token = await freshGameToken(h, player.account);
        const page = await h.page();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        if (fault.network) await page.route(`**/api${cell.route}**`, (r) => r.abort('internetdisconnected'));
        if (cell.html) await serveHostPage(page, () => cell.html!(token));
        if (fault.rule) await h.fault({ route: cell.route, fault: fault.rule });
        try {
          await page.goto(`${h.base}${cell.page(encodeURIComponent(token), player)}`);
          if (cell.typed) await page.locator(cell.typed.input).fill(cell.typed.value);
          // Settled: the §8 widget where the failure must show one; else no longer busy, with something to see.
          const expectAlert = Boolean(fault.code && cell.alerts);
          // The state is read in the same step that finds it settled: a failure view arriving a
          // moment later (its code loads lazily) cannot fall between the two.
          const settled = await page.waitForFunction(
            ([sel, alert]) => {
              const root = document.querySelector(sel as string)?.shadowRoot;
              if (!root) return false;
              const box = root.querySelector('[role="alert"]');
              const text = (root.textContent ?? '').trim();
              const done = alert
                ? Boolean(box?.textContent)
                : !root.querySelector('[aria-busy="true"]') && Boolean(text);
              return done && { text, alert: box?.textContent ?? null };
            },
            [cell.selector, expectAlert] as const,
            { timeout: 12_000 },
          );
          const state = (await settled.jsonValue()) as { text: string; alert: string | null };
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
          if (cell.typed)
            assert.equal(await page.locator(cell.typed.input).inputValue(), cell.typed.value, 'what was typed is kept');
          assert.deepEqual(errors, []);
        } finally {
          await h.clearFaults();
          await page.close();
        }
      });
    }
  });
}
