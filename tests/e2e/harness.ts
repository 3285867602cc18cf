/**
 * End-to-end harness: the reference platform (PGlite in memory, faults on) serving the built
 * bundle, and Debian's Chromium driven by playwright-core.
 */
import { after } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../platform/server/server.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

export interface Harness {
  server: RunningServer;
  browser: Browser;
  base: string;
  /** A fresh page; `mobile` emulates a phone as Lighthouse's mobile profile does (touch, DPR 1.75). */
  page(options?: { width?: number; height?: number; mobile?: boolean }): Promise<Page>;
  fault(rule: unknown): Promise<void>;
  clearFaults(): Promise<void>;
  /** Run `body` with a fault rule on, and always clear it afterwards. */
  withFault<T>(rule: unknown, body: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  if (!existsSync('dist/ingame.js'))
    throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests.');
  const server = await startServer({
    dataDir: null,
    // One seeded database per test run, loaded by every file after the first (about 5 s less per
    // file); `npm test` names the folder. A file run alone seeds its own.
    seedSnapshot: process.env.INGAME_SEED_SNAPSHOTS ? join(process.env.INGAME_SEED_SNAPSHOTS, 'e2e.tar') : null,
    faults: true,
    demo: true,
    rateLimitPerMinute: 10_000,
    seed: { roundsPerPlayer: 60, longPlayerRounds: 400, maxPlayersPerOperator: 3 },
  });
  const browser = await chromium.launch({ executablePath: findChromium({ shell: true }), args: CHROMIUM_ARGS });
  const post = (method: string, body?: unknown) =>
    fetch(`${server.url}/__admin/faults`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const harness: Harness = {
    server,
    browser,
    base: server.url,
    async page({ width = 1280, height = 800, mobile = false } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {}),
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
      return page;
    },
    async fault(rule) {
      const r = await post('POST', rule);
      if (!r.ok) throw new Error(`fault rule refused: ${await r.text()}`);
    },
    async clearFaults() {
      await post('DELETE');
    },
    async withFault(rule, body) {
      await harness.fault(rule);
      try {
        return await body();
      } finally {
        await harness.clearFaults();
      }
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
  return harness;
}

/** Text of the announcement currently shown by a marquee element. */
export function shownAnnouncement(page: Page, selector = 'ingame-marquee'): Promise<string | null> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const item = el?.shadowRoot?.querySelector('.marquee__item[aria-hidden="false"]');
    return item ? item.textContent : null;
  }, selector);
}

/**
 * The announcement the marquee shows, once it shows one — and with `pattern`, once the one it shows
 * matches (a later item of the rotation, a switched language).
 */
/**
 * Picks a language in the page's `<ingame-language>` (`#language`) once it has rendered: its own
 * code may arrive after the first announcement (the session no longer waits for it, issue 30).
 */
export async function pickLanguage(page: Page, locale: string): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#language')?.shadowRoot?.querySelector('select'), null, {
    timeout: 10_000,
  });
  await page.evaluate((value) => {
    const select = document.querySelector('#language')!.shadowRoot!.querySelector('select')!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, locale);
}

export async function waitForAnnouncement(
  page: Page,
  selector = 'ingame-marquee',
  timeout = 10_000,
  pattern?: RegExp,
): Promise<string> {
  await page.waitForFunction(
    ([sel, source, flags]) => {
      const text = document
        .querySelector(sel)
        ?.shadowRoot?.querySelector('.marquee__item[aria-hidden="false"]')?.textContent;
      return Boolean(text) && (source === null || new RegExp(source, flags).test(text!));
    },
    [selector, pattern?.source ?? null, pattern?.flags ?? ''] as [string, string | null, string],
    { timeout },
  );
  return (await shownAnnouncement(page, selector))!;
}

/**
 * What the page asks for (`asked`: every request's path, in order), and `hold(file, until)`: the
 * requests matching `file` wait until every pattern of `until` was asked (at most 10 s); the array
 * it returns is then filled with what had been asked by that moment. A test reads it once the page
 * has settled, to prove that what `until` names left without waiting for the held file (issues 30, 45).
 */
export function watchRequests(page: Page): { asked: string[]; hold(file: RegExp, until: RegExp[]): Promise<string[]> } {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const all = (until: RegExp[]) => until.every((re) => asked.some((u) => re.test(u)));
  return {
    asked,
    async hold(file, until) {
      const whileHeld: string[] = [];
      await page.route(file, async (route) => {
        for (let i = 0; i < 100 && !all(until); i++) await new Promise((r) => setTimeout(r, 100));
        whileHeld.splice(0, whileHeld.length, ...asked);
        await route.continue();
      });
      return whileHeld;
    },
  };
}

/** Fonts loaded and two frames drawn: the layout after a resize or a node added. */
export const frames = (page: Page) =>
  page.evaluate(
    'document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))',
  );

/** The platform fonts Chromium actually used to draw a node's text (not just the CSS list). */
export async function renderedFonts(page: Page, expression: string): Promise<string[]> {
  // Drawn first: a node not laid out yet has no fonts (an empty list for a span just added, under
  // load: stop 65's CI run).
  await frames(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  // The node must be known to the DevTools front end before it can be asked about.
  await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId! });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f: { familyName: string }) => f.familyName);
}

/**
 * One harness per test file, started on first use and closed after the file's tests. (Node 20
 * does not wait for one root-level `before` hook before starting the next, so the file's own
 * `before` starts it: `before(async () => { h = await harness(); })`.)
 */
export function harnessForFile(): () => Promise<Harness> {
  let started: Promise<Harness> | undefined;
  after(async () => {
    if (started) await (await started).close();
  });
  return () => (started ??= startHarness());
}

export interface DemoPlayer {
  account: string;
  gameToken: string;
  apiId: number;
  nickname: string | null;
  rounds: number;
  /** The game the player plays most (all the long player's rounds). */
  longGame: number;
}

/** A new game token of a player: the exchange consumes one (game tokens are single-use). */
export async function freshGameToken(h: Harness, account: string): Promise<string> {
  return (await demoPlayers(h)).find((p) => p.account === account)!.gameToken;
}

/** The platform's answer to a bearer call for a player, straight from the API (to know what the screen should show). */
export async function playerApi<T>(h: Harness, player: { account: string }, path: string): Promise<T> {
  const exchange = await fetch(`${h.base}/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Token: await freshGameToken(h, player.account) }),
  });
  const {
    Data: { Token },
  } = (await exchange.json()) as { Data: { Token: string } };
  const response = await fetch(`${h.base}/api${path}`, { headers: { Authorization: `Bearer ${Token}` } });
  return ((await response.json()) as { Data: T }).Data;
}

/** A provably-fair round as the platform's verifier call gives it. */
export type FairRound = { RoundIndex: string; ServerSeed: string | null; Result: number; Game: string };

/** A player with a (revealed or not) round of a provably-fair game, found through the platform's own API. */
export async function findFairRound(
  h: Harness,
  gameNo: number,
  revealed = true,
): Promise<{ player: DemoPlayer; round: FairRound }> {
  for (const player of await demoPlayers(h)) {
    const list = await playerApi<{ Records: { RoundIndex: string }[] }>(
      h,
      player,
      `/history/${gameNo}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=99&LogIndexAsRoundIndex=false`,
    );
    for (const r of list.Records) {
      const round = await playerApi<FairRound>(h, player, `/fairness/steps?Game=${gameNo}&RoundIndex=${r.RoundIndex}`);
      if (Boolean(round.ServerSeed) === revealed) return { player, round };
    }
  }
  throw new Error(`no ${revealed ? 'revealed' : 'unrevealed'} round of game ${gameNo}`);
}

/**
 * Wait, if need be, until the next daily boundary — `atMs` past midnight UTC: a daily limit's reset,
 * a sign-in day's start — is more than `marginMs` away, so a test that does two things a moment
 * apart does not find them on two different days.
 */
export async function clearOfDailyBoundary(atMs: number, marginMs = 30_000): Promise<void> {
  const DAY = 86_400_000;
  const untilNext = (((atMs - Date.now()) % DAY) + DAY) % DAY;
  if (untilNext < marginMs) await new Promise((resolve) => setTimeout(resolve, untilNext + 1_000));
}

/** The seeded players, each with a fresh game token (GET /__demo/players). */
export async function demoPlayers(h: Harness): Promise<DemoPlayer[]> {
  return (await (await fetch(`${h.base}/__demo/players`)).json()) as DemoPlayer[];
}

/** The first seeded player of an operator. */
export async function firstPlayer(h: Harness, apiId = 3): Promise<DemoPlayer> {
  return (await demoPlayers(h)).find((p) => p.apiId === apiId)!;
}

/**
 * Run `fn` on <ingame-app>'s shadow root. Sent as text: tsx wraps a function's inner helpers in
 * names the page does not have, so the function is rebuilt from its source there.
 */
export const inApp = <T>(page: Page, fn: (root: ShadowRoot) => T) =>
  page.evaluate(`(${fn.toString()})(document.querySelector('ingame-app').shadowRoot)`) as Promise<T>;
