/**
 * Issue 41's English-term walk: on non-English pages, open a round detail of every game family
 * the platform plays and fail on any English catalogue word (a bet area, target, outcome, risk,
 * segment, bingo line, slot symbol, hand, result, seat, creature or tier), on a code named by the
 * neutral "Other" (a code the client does not know), and on any decimal written with the other
 * locale's separator (§5: vi, pt, de… write 1,5; id, ko write 1.5).
 *
 * The word list is the English of the history catalog's catalogue messages, minus the words the
 * locale's own translations use (a word the language shares, "Bonus" in German) and the words
 * tests/helpers/same-as-english.ts lists. One browser, one server, one page load per locale and
 * player; the rounds of a locale are opened by changing the route.
 *
 * The locales: three of the 16 non-English ones, rotating by the UTC day (tests/e2e/matrix.ts; all
 * 16 with `npm run test:full`); every locale is checked every run at unit level
 * (tests/unit/locale-terms.test.tsx renders each family's detail and the verifier in all 17), so
 * this walk proves the built page agrees (it walked a fixed five; the two saved pay for the taps
 * walk's added routes and its ko marquee check).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { DetailInfo } from '../../src/api/contract/index.ts';
import { usesSwappedSeparators } from '../../src/core/format.ts';
import { GAMES } from '../../platform/server/catalog.ts';
import { demoPlayers, freshGameToken, harnessForFile, playerApi, type DemoPlayer, type Harness } from './harness.ts';
import { sameAsEnglish } from '../helpers/same-as-english.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { sampleCells } from './matrix.ts';

const WALKED = sampleCells(
  LOCALES.filter((l) => l !== 'en'),
  3,
);
console.log(`english-terms: walking ${WALKED.join(', ')} (rotating daily sample; INGAME_FULL_MATRIX=1 for all)`);
/** The history catalog's catalogue messages: what a round's codes and keys are named by. */
const CATALOGUE_IDS = /^history\.(term|hand|result|seat|creature|tier)\./;
const OTHER_ID = 'history.term.other';

/** msgid → msgstr of a locale's history catalog. */
function historyCatalog(locale: string): Map<string, string> {
  const po = readFileSync(`locales/${locale}/history.po`, 'utf8');
  return new Map([...po.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** Words of a text: letters only, ICU placeholders and plural keywords dropped, three letters or more. */
const words = (text: string): string[] =>
  (
    text
      .replace(/\{\s*\w+\s*(,\s*(plural|select)\s*,)?/g, ' ')
      .replace(/\b(zero|one|two|few|many|other)\s*\{/g, ' ')
      .match(/\p{L}+/gu) ?? []
  )
    .filter((w) => w.length >= 3 && /[a-z]/i.test(w))
    .map((w) => w.toLowerCase());

const english = historyCatalog('en');
const ENGLISH_TERMS = new Set([...english].filter(([id]) => CATALOGUE_IDS.test(id)).flatMap(([, str]) => words(str)));

/** The words a locale's own translations use, and those it writes as English does. */
function ownWords(locale: string): Set<string> {
  const own = new Set<string>();
  for (const [id, str] of historyCatalog(locale))
    if (str !== english.get(id) || sameAsEnglish(locale, id)) words(str).forEach((w) => own.add(w));
  return own;
}

/** The detail's texts (text nodes and titles and labels) below its heading: what the round shows. */
const DETAIL_TEXTS = `(() => {
  const detail = document.querySelector('ingame-app').shadowRoot.querySelector('.round-detail');
  const texts = [];
  for (const el of detail.querySelectorAll('*')) {
    if (el.closest('.round-detail__bar')) continue;
    for (const name of ['aria-label', 'title']) if (el.getAttribute(name)) texts.push(el.getAttribute(name));
  }
  const walker = document.createTreeWalker(detail, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement.closest('.round-detail__bar, style')) texts.push(node.textContent);
  return texts.join('\\n');
})()`;

/** Wait for the round's detail to have drawn (its heading names the round and nothing is loading). */
async function openRound(page: Page, game: number, round: string): Promise<string> {
  await page.evaluate((hash) => (location.hash = hash), `#/ingame/gamehistory/${game}/${round}`);
  await page.waitForFunction(
    (r) => {
      const root = document.querySelector('ingame-app')?.shadowRoot;
      const detail = root?.querySelector('.round-detail');
      return (
        detail?.querySelector('[data-part="round"]')?.textContent === r &&
        !detail.querySelector('.spinner') &&
        !!detail.querySelector('.round-detail__when')
      );
    },
    round,
    { timeout: 15_000 },
  );
  return (await page.evaluate(DETAIL_TEXTS)) as string;
}

interface Target {
  family: string;
  game: number;
  round: string;
  player: DemoPlayer;
}

/** One round with details of every family the platform plays, found through its own API. */
async function roundsOfEveryFamily(h: Harness): Promise<Target[]> {
  const players = (await demoPlayers(h)).filter((p) => p.apiId === 3);
  const targets: Target[] = [];
  for (const family of [...new Set(GAMES.map((g) => g.family))]) {
    let found: Target | null = null;
    for (const game of GAMES.filter((g) => g.family === family)) {
      for (const player of players) {
        const list = await playerApi<{ Records: { RoundIndex: string }[] }>(
          h,
          player,
          `/history/${game.no}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=4&LogIndexAsRoundIndex=false`,
        );
        for (const { RoundIndex } of list.Records) {
          const info = await playerApi<DetailInfo>(
            h,
            player,
            `/history/${game.no}/get-detail-info/en-US/${RoundIndex}`,
          );
          if (info.Payload) {
            found = { family, game: game.no, round: RoundIndex, player };
            break;
          }
        }
        if (found) break;
      }
      if (found) break;
    }
    assert.ok(found, `a seeded player has a round with details of the ${family} family`);
    targets.push(found);
  }
  return targets;
}

const harness = harnessForFile();
let h: Harness;
let targets: Target[];
before(async () => {
  h = await harness();
  targets = await roundsOfEveryFamily(h);
});

describe('round details on non-English pages: no English catalogue word, decimals in the page format', () => {
  for (const locale of WALKED) {
    it(`${locale}: every family's round detail`, async () => {
      const own = ownWords(locale);
      // The neutral name of a code the client does not know: a code the games send must never need it.
      const other = new RegExp(`(^|[^\\p{L}])${historyCatalog(locale).get(OTHER_ID)}($|[^\\p{L}])`, 'u');
      const wrongDecimal = usesSwappedSeparators(locale) ? /\d\.\d{1,2}(?!\d)/g : /\d,\d{1,2}(?!\d)/g;
      const problems: string[] = [];
      const page = await h.page({ width: 390, height: 844 });
      for (const account of [...new Set(targets.map((t) => t.player.account))]) {
        const token = encodeURIComponent(await freshGameToken(h, account));
        const first = targets.find((t) => t.player.account === account)!;
        await page.goto(
          `${h.base}/app.html?token=${token}&lang=${locale}#/ingame/gamehistory/${first.game}/${first.round}`,
        );
        for (const t of targets.filter((x) => x.player.account === account)) {
          const text = await openRound(page, t.game, t.round);
          const english = [...new Set(words(text).filter((w) => ENGLISH_TERMS.has(w) && !own.has(w)))];
          if (english.length)
            problems.push(`${t.family} (game ${t.game}, round ${t.round}): English ${english.join(', ')}`);
          if (other.test(text)) problems.push(`${t.family} (game ${t.game}, round ${t.round}): a code named "Other"`);
          const decimals = text.match(wrongDecimal);
          if (decimals) problems.push(`${t.family} (game ${t.game}, round ${t.round}): decimals ${decimals.join(' ')}`);
        }
      }
      await page.close();
      assert.deepEqual(problems, []);
    });
  }
});
