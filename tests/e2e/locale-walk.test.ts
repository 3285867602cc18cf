/**
 * Issue 25's done-when walk: every element on a lobby host page and every route of the full-page
 * app, in th and (by turns, see WALKED) ja or de, signed in as a seeded player with data. It collects every text the
 * player can meet — text nodes and the aria-label / placeholder / title / alt attributes, through
 * every shadow root, hidden parts (folded rules, the marquee's other items) included — and fails
 * on any English word of the English catalogue or of the platform's English texts (its `Message`s,
 * seed names, news, events, tournaments, item cards).
 *
 * Elements come from the feature manifest (ELEMENT_TAGS) and routes from the app's route table
 * (ROUTES): a new element or route is walked without touching this file, and a route that takes an
 * id must say here where its id comes from, or the test fails.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ELEMENT_TAGS } from '../../features.mjs';
import { ROUTES } from '../../src/app/app-routes.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { LOCALE_NAMES } from '../../src/features/language/locale-names.ts';
import { TEXTS } from '../../platform/server/i18n.ts';
import { NEWS_TEXTS } from '../../platform/server/seed/news-texts.ts';
import { CARD_TYPES, PRIZE_KINDS } from '../../platform/server/seed/rewards.ts';
import { EVENT_NAMES, PRIZE_WORDS, SAC_NAMES, TYPE_NAMES, WINDOW_NAMES } from '../../platform/server/seed/rankings.ts';
import { FAIR_GAMES } from '../../src/features/fairness/verify.ts';
import { CURRENCIES, CUSTOM_CURRENCIES, GAMES, NICK_PARTS, OPERATORS } from '../../platform/server/catalog.ts';
import {
  demoPlayers,
  findFairRound,
  freshGameToken,
  harnessForFile,
  playerApi,
  type DemoPlayer,
  type Harness,
} from './harness.ts';
import { hostPage, serveHostPage } from './host-page.ts';
import { FULL_MATRIX, sampleCells } from './matrix.ts';

/**
 * The walk's locales (issue 44: a walk is a few minutes of CI): th on every run (no spaces between
 * its words, its own script) and ja or de by turns; the verifier's vi or id by turns. The turns
 * rotate by the UTC day (tests/e2e/matrix.ts); `npm run test:full` walks all five cells.
 */
const WALKED: Locale[] = sampleCells<Locale>(['th', 'ja', 'de'], 1, ['th']);
const VERIFIER_WALKED: Locale[] = sampleCells<Locale>(['vi', 'id'], 1);
// Which cells this run walks: a failure names the cell to run again (INGAME_MATRIX_DAY=… or test:full).
console.log(
  `locale walk: ${FULL_MATRIX ? 'full matrix' : 'sampled'} — elements and routes in ${WALKED.join(', ')}; ` +
    `the verifier in ${VERIFIER_WALKED.join(', ')}`,
);

// ─── the English word list ───

/** msgid → msgstr of every catalogue file of a locale (multi-line strings joined). */
function catalogue(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  const dir = `locales/${locale}`;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    for (const entry of readFileSync(`${dir}/${file}`, 'utf8').split(/\n\s*\n/)) {
      const read = (key: string) => {
        const m = new RegExp(`^${key} ((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)`, 'm').exec(entry);
        return m
          ? m[1]!
              .trim()
              .split('\n')
              .map((s) => JSON.parse(s) as string)
              .join('')
          : null;
      };
      const id = read('msgid');
      const str = read('msgstr');
      if (id && str) out.set(`${file}|${id}`, str);
    }
  }
  return out;
}

/** Every string inside a value (nested tables of the seed). */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** Words of a text: letters only, ICU placeholders (`{count}`, `{n, plural, …}` keywords) dropped. */
const words = (text: string): string[] =>
  (text.replace(/\{\s*\w+\s*(,\s*(plural|select|selectordinal)\s*,)?/g, ' ').match(/\p{L}+/gu) ?? []).filter(
    (w) => w.length >= 3 && /[a-z]/i.test(w),
  );

const english = catalogue('en');

/** The platform's own English: its messages and the seed's names and texts. */
const serverEnglish = [
  ...Object.values(TEXTS).map((t) => t.en),
  ...strings(NEWS_TEXTS.en),
  ...CARD_TYPES.flatMap((c) => [c.name('Ocean King'), c.info('Ocean King')]),
  ...PRIZE_KINDS.map(([, name]) => name),
  ...strings([TYPE_NAMES.en, WINDOW_NAMES.en, PRIZE_WORDS.en, SAC_NAMES.en, EVENT_NAMES.en]),
];

const ENGLISH_WORDS = new Set([...english.values(), ...serverEnglish].flatMap(words).map((w) => w.toLowerCase()));

/**
 * A word the locale's own translations use is that language's word too ("Name", "Level", "Bonus"
 * in German; "VIP", "LV" everywhere). Only translated entries count: an entry left identical to
 * the English one is exactly the leftover this test looks for.
 */
/**
 * Words spelled the same in a language and in English, where the catalogue rightly keeps the
 * English spelling (so the entry is identical and does not count above): German "Normal" (the
 * history's normal round, not a free spin).
 */
const SAME_WORD: Partial<Record<Locale, string[]>> = { de: ['Normal'] };

function ownWords(locale: Locale): Set<string> {
  const own = new Set<string>(SAME_WORD[locale]);
  for (const [key, str] of catalogue(locale)) if (english.get(key) !== str) words(str).forEach((w) => own.add(w));
  for (const t of Object.values(TEXTS)) {
    const text = (t as Record<string, string>)[locale];
    if (text && text !== t.en) words(text).forEach((w) => own.add(w));
  }
  for (const text of strings([
    NEWS_TEXTS[locale],
    TYPE_NAMES[locale],
    WINDOW_NAMES[locale],
    PRIZE_WORDS[locale],
    SAC_NAMES[locale],
    EVENT_NAMES[locale],
  ]))
    words(text).forEach((w) => own.add(w));
  return new Set([...own].map((w) => w.toLowerCase()));
}

/**
 * Proper names, cut out of the text before its words are read. Each is a name in every language:
 * - game names (the platform's catalogue names its games once; the spec shows them untranslated),
 *   the verifier's games among them (Dice, Limbo, Wheel … as every provably-fair site names them),
 * - operator names and the brand (TaDa Gaming, JILI …),
 * - currency codes and symbols,
 * - language names in their own language (the language picker lists "English" on every page),
 * - the seeded players' accounts and nicknames (the walk's player; the boards' entrants: ENTRANT),
 * - the verifier's algorithm names (HMAC, SHA256, SHA512), written so in every language.
 */
function properNames(players: DemoPlayer[]): string[] {
  return [
    ...GAMES.map((g) => g.name),
    ...FAIR_GAMES.map((g) => g[0]!.toUpperCase() + g.slice(1)),
    ...OPERATORS.map((o) => o.title),
    ...CURRENCIES.flatMap((c) => [c.name, c.symbol]),
    ...CUSTOM_CURRENCIES.map((c) => c.symbol),
    ...Object.values(LOCALE_NAMES),
    ...players.flatMap((p) => [p.account, p.nickname ?? '']),
    'HMAC',
    'SHA256',
    'SHA512',
  ]
    .filter((name) => name.length > 1)
    .sort((a, b) => b.length - a.length);
}

/** The boards' other entrants: seeded nicknames are name parts with a number, masked or not ("Tiger***33"). */
const ENTRANT = new RegExp(`(?:${NICK_PARTS.join('|')})+\\**\\d+`, 'gu');

// ─── reading a page ───

interface Found {
  host: string;
  text: string;
}

/** Every text in every ingame-* shadow tree, and whether something is still loading. */
const COLLECT = `(() => {
  const texts = [];
  let busy = false;
  const visit = (root, host) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot, el.tagName.toLowerCase());
      // A spinner still on screen (a settled page may keep hidden ones for its next load).
      if (el.matches('.spinner, [aria-busy="true"]') && el.checkVisibility()) busy = true;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value && value.trim()) texts.push({ host, text: value.trim() });
      }
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && node.parentElement.closest('style, script, template')) continue;
      const text = node.textContent.trim();
      if (text) texts.push({ host, text });
    }
  };
  for (const el of document.querySelectorAll('*'))
    if (el.tagName.startsWith('INGAME-') && el.shadowRoot) visit(el.shadowRoot, el.tagName.toLowerCase());
  return { busy, texts };
})()`;

/**
 * The page's texts once they stopped changing (three reads 250 ms apart; digits do not count, the
 * countdowns tick) and no spinner shows — a spinner is waited for at most `spinnerMs`, the time a
 * section may take before it shows its error. `hosts`: elements that must have drawn text first.
 */
async function settledTexts(page: Page, hosts: string[] = [], spinnerMs = 1500, timeout = 10_000): Promise<Found[]> {
  const started = Date.now();
  let last = '';
  let same = 0;
  for (;;) {
    const { busy, texts } = (await page.evaluate(COLLECT)) as { busy: boolean; texts: Found[] };
    const now = JSON.stringify([...new Set(texts.map((f) => f.text.replace(/\d/g, '0')))].sort());
    same = now === last ? same + 1 : 0;
    last = now;
    const drawn = texts.length > 0 && hosts.every((host) => texts.some((f) => f.host === host));
    const waited = Date.now() - started;
    if ((drawn && same >= 2 && (!busy || waited > spinnerMs)) || waited > timeout) return texts;
    await page.waitForTimeout(250);
  }
}

interface Leftover {
  where: string;
  word: string;
  text: string;
}

function leftovers(where: string, found: Found[], own: Set<string>, names: string[]): Leftover[] {
  const out: Leftover[] = [];
  for (const { host, text } of found) {
    // Addresses are not words: support links, e-mail addresses and the e-mail field's example.
    // Hashes and seeds in hex are not words either ("…3face9…" is no English "face").
    let rest = text
      .replace(ENTRANT, ' ')
      .replace(/\S+@\S+|\w+:\/\/\S+/g, ' ')
      .replace(/[0-9a-f]{8,}/gi, ' ');
    for (const name of names) rest = rest.split(name).join(' ');
    for (const word of words(rest)) {
      const w = word.toLowerCase();
      if (ENGLISH_WORDS.has(w) && !own.has(w)) out.push({ where: `${where} ${host}`, word, text });
    }
  }
  return out;
}

const report = (found: Leftover[]) =>
  [...new Map(found.map((l) => [`${l.where}|${l.text}`, l])).values()]
    .map((l) => `  ${l.where}: "${l.word}" in ${JSON.stringify(l.text.slice(0, 120))}`)
    .join('\n');

// ─── the walk ───

const harness = harnessForFile();
let h: Harness;
let player: DemoPlayer;
let players: DemoPlayer[];
let eventId: number;
before(async () => {
  h = await harness();
  players = await demoPlayers(h);
  // The operator's first player: every reward state, item cards, VIP data, the most rounds.
  player = players.find((p) => p.apiId === 3)!;
  eventId = (await playerApi<{ Id: number }[]>(h, player, '/event-list/3/en-US'))[0]!.Id;
});

/** The seed's first gift-code event (ids start at 1; the platform has no list call for them). */
const GIFT_CODE_EVENT = 1;

/** Attributes an element needs to show its data; the rest need none. */
const elementAttributes = (): Record<string, string> => ({
  'ingame-history': `game="${player.longGame}"`,
  'ingame-fairness': `game="${player.longGame}"`,
  'ingame-event': `event-id="${eventId}"`,
  'ingame-gift-code': `event-id="${GIFT_CODE_EVENT}"`,
});

/**
 * How each route of the table is visited. A route with an id takes it from the page itself (a
 * link the previous page showed) or the seed; `close` closes the web view and has nothing to read.
 * `pure` and `full-page` wrap another route.
 */
type Visit = string | ((links: string[]) => string | null) | null;
const routeVisits = (): Record<keyof typeof ROUTES, Visit> => ({
  action: ROUTES.action,
  member: ROUTES.member,
  memberVip: ROUTES.memberVip,
  prize: ROUTES.prize,
  gamehistory: `${ROUTES.gamehistory}/${player.longGame}`,
  fairness: ROUTES.fairness,
  event: `${ROUTES.event}/${eventId}`,
  intro: `${ROUTES.intro}/${player.longGame}`,
  blocked: ROUTES.blocked,
  repair: ROUTES.repair,
  error: `${ROUTES.error}?m=5002&trace=walk&redirect=${encodeURIComponent(ROUTES.action)}`,
  download: ROUTES.download,
  // A promotion's page: the id from the hub's banner or promotion links (in-shell or bare form).
  actionPage: (links) => {
    const id = links.map((l) => /^#(?:\/ingame)?\/action\/(\d+)/.exec(l)?.[1]).find(Boolean);
    return id ? `${ROUTES.actionPage}/${id}` : null;
  },
  eventPage: `${ROUTES.eventPage}/${eventId}`,
  giftCode: `${ROUTES.giftCode}/${GIFT_CODE_EVENT}`,
  close: null,
  pure: `${ROUTES.pure}${ROUTES.prize}`,
  fullPage: `${ROUTES.fullPage}${ROUTES.memberVip}`,
});

/** Every in-app link the page shows (`#/…`), through the shadow roots. */
const LINKS = `(() => {
  const out = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      const href = el.getAttribute('href');
      if (href && href.startsWith('#/')) out.push(href);
    }
  };
  visit(document);
  return out;
})()`;

/** Waits (up to 20 s) until the page shows an in-app link matching `pattern`. */
async function waitForLink(page: Page, pattern: RegExp): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 20_000; await page.waitForTimeout(250))
    if (((await page.evaluate(LINKS)) as string[]).some((l) => pattern.test(l))) return;
}

describe('every element and every app route speaks th, ja and de (a sample of them per run)', () => {
  for (const locale of WALKED) {
    it(`${locale}: no English word of the catalogue or the platform's English`, async () => {
      const own = ownWords(locale);
      const names = properNames(players);
      const found: Leftover[] = [];

      // Every element on one lobby page, as the player.
      const attributes = elementAttributes();
      const tags = ELEMENT_TAGS.filter((t) => t !== 'ingame-app');
      const lobby = await h.page({ width: 1280, height: 900 });
      const token = await freshGameToken(h, player.account);
      await serveHostPage(lobby, () =>
        hostPage(tags.map((t) => `<${t} ${attributes[t] ?? ''}></${t}>`).join('\n'), {
          lang: locale,
          'game-token': token,
        }),
      );
      await lobby.goto(`${h.base}/__host/lobby.html`);
      const onLobby = await settledTexts(lobby, tags, 6000, 20_000);
      for (const tag of tags)
        assert.ok(
          onLobby.some((f) => f.host === tag),
          `${tag} showed nothing on the lobby page`,
        );
      found.push(...leftovers('lobby', onLobby, own, names));
      await lobby.context().close();

      // Every route of the app, in one app session (hash navigation, as the menu does).
      const app = await h.page({ width: 390, height: 844 });
      await app.goto(
        `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, player.account))}&lang=${locale}`,
      );
      let links: string[] = [];
      const visits = routeVisits();
      // Routes with ids read from a page go last, after the pages that link to them.
      const order = (Object.keys(visits) as (keyof typeof ROUTES)[]).sort(
        (a, b) => Number(typeof visits[a] === 'function') - Number(typeof visits[b] === 'function'),
      );
      for (const key of order) {
        const visit = visits[key];
        if (visit === null) continue;
        const route = typeof visit === 'function' ? visit(links) : visit;
        assert.ok(route, `no page linked to a ${key} route (${ROUTES[key]}) to walk; links seen: ${links.join(' ')}`);
        await app.evaluate(`location.hash = ${JSON.stringify(`#${route}`)}`);
        // The hub's banners (their texts, and the promotion link the actionPage visit reads) may
        // come after its first texts settle on a cold platform: wait for them, then read the page.
        if (key === 'action') await waitForLink(app, /^#(?:\/ingame)?\/action\/\d+/);
        const texts = await settledTexts(app);
        assert.ok(texts.length > 0, `#${route} showed nothing`);
        found.push(...leftovers(`#${route}`, texts, own, names));
        links = [...new Set([...links, ...((await app.evaluate(LINKS)) as string[])])];
      }
      await app.context().close();

      assert.equal(found.length, 0, `English on the ${locale} pages:\n${report(found)}`);
    });
  }
});

/**
 * The verifier in vi and id (issue 41): one revealed round of each provably-fair game, verified
 * on its demo page, every label, step and formula line read. Adds about 15–25 s (12 page loads).
 */
describe('the verifier speaks vi and id (one of them per run)', () => {
  const FAIR: [number, string][] = [
    [26, 'keno'],
    [28, 'plinko'],
    [29, 'crash'],
    [30, 'limbo'],
    [31, 'mines'],
    [35, 'wheel'],
  ];
  for (const locale of VERIFIER_WALKED) {
    it(`${locale}: no English word on a verified round of any game`, async () => {
      const own = ownWords(locale);
      const names = properNames(players);
      const found: Leftover[] = [];
      for (const [gameNo, name] of FAIR) {
        const { player: owner, round } = await findFairRound(h, gameNo);
        const page = await h.page({ width: 390, height: 844 });
        const token = encodeURIComponent(await freshGameToken(h, owner.account));
        await page.goto(
          `${h.base}/fairness.html?api=${owner.apiId}&gameToken=${token}&lang=${locale}&game=${gameNo}&round=${round.RoundIndex}`,
        );
        await page.waitForFunction(
          () => document.querySelector('#fairness')?.shadowRoot?.querySelector('.step--formula'),
          null,
          { timeout: 15_000 },
        );
        found.push(...leftovers(`verifier ${name}`, await settledTexts(page, ['ingame-fairness']), own, names));
        await page.context().close();
      }
      assert.equal(found.length, 0, `English on the ${locale} verifier:\n${report(found)}`);
    });
  }
});
