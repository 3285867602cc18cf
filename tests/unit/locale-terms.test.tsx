// @vitest-environment happy-dom
/**
 * Issue 41's English-term and decimal checks in all 17 locales, at unit level (the end-to-end walk
 * takes a daily sample of them): every game family's round detail (its family view and its game
 * record lines, as the platform's games emit them over several seeds) and the verifier's steps of
 * every fair game, rendered in each locale, show
 * - no English catalogue word: a word of the en history or fairness catalogue's messages that the
 *   locale's own catalogues never use (a word the language shares, "Bonus" in German, is its own;
 *   tests/helpers/same-as-english.ts lists the rest), and no code named by the neutral "Other";
 * - no decimal with the other locale's separator (§5: vi, pt, de… write 1,5; en, id, ko write 1.5).
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DetailRecord, RoundPayload } from '../../src/api/contract';
import { GAMES } from '../../platform/server/catalog';
import { detailRecords, playedRound, roundPayload, type RoundRow } from '../../platform/server/round-detail';
import { setFairnessSecret } from '../../platform/server/fairness-rounds';
import { RoundView } from '../../src/features/history/rounds/round-view';
import { Records } from '../../src/features/history/round-detail';
import { VerifySteps } from '../../src/features/fairness/fairness-steps';
import { FAIR_GAMES, verify, type VerifyInput } from '../../src/features/fairness/verify';
import { usesSwappedSeparators } from '../../src/core/format';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { renderMarkup } from './render';
import { sameAsEnglish } from '../helpers/same-as-english';

setFairnessSecret('a-fairness-secret-for-the-unit-tests');

/** msgid → msgstr of one of a locale's catalogs. */
function catalog(locale: string, name: 'history' | 'fairness'): Map<string, string> {
  const po = readFileSync(`locales/${locale}/${name}.po`, 'utf8');
  return new Map([...po.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/**
 * Words of a text: letters only, three letters or more; hex digests, identifiers (PT-1-slot, a
 * paytable's id) and ICU placeholders dropped.
 */
const words = (text: string): string[] =>
  (
    text
      .replace(/\b[0-9a-f]{16,}\b/gi, ' ')
      .replace(/[\w-]*\d[\w-]*-[\w-]*|[\w-]*-[\w-]*\d[\w-]*/g, ' ')
      .replace(/\{\s*\w+\s*(,\s*(plural|select)\s*,)?/g, ' ')
      .replace(/\b(zero|one|two|few|many|other)\s*\{/g, ' ')
      .match(/\p{L}+/gu) ?? []
  )
    .filter((w) => w.length >= 3 && /[a-z]/i.test(w))
    .map((w) => w.toLowerCase());

/** The catalogue's messages a round detail and the verifier's steps are written with. */
const TERM_IDS =
  /^(history\.(term|hand|result|seat|creature|tier|record)\.|fairness\.(step|formula|risk)\.|fairness\.(pass|fail)$)/;
const ENGLISH = new Map([...catalog('en', 'history'), ...catalog('en', 'fairness')]);
const ENGLISH_TERMS = new Set([...ENGLISH].filter(([id]) => TERM_IDS.test(id)).flatMap(([, str]) => words(str)));

/** The words a locale's own translations use, and those it writes as English does. */
function ownWords(locale: Locale): Set<string> {
  const own = new Set<string>();
  for (const [id, str] of [...catalog(locale, 'history'), ...catalog(locale, 'fairness')])
    if (str !== ENGLISH.get(id) || sameAsEnglish(locale, id)) words(str).forEach((w) => own.add(w));
  return own;
}

/** A decimal written with the separator the locale does not use (3-digit groups are thousands). */
const wrongDecimal = (locale: Locale) =>
  usesSwappedSeparators(locale) ? /\d\.(\d{1,2}|\d{4,})(?!\d)/g : /\d,(\d{1,2}|\d{4,})(?!\d)/g;

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 11, 13];
/** Rounds of every family, as the reference platform plays them: the family view and the records. */
const ROUNDS: { family: string; payload: RoundPayload; records: DetailRecord[] }[] = [];
for (const family of [...new Set(GAMES.map((g) => g.family))]) {
  const gameNo = GAMES.find((g) => g.family === family)!.no;
  for (const seed of SEEDS) {
    const row: RoundRow = {
      roundIndex: String(7_000_000 + seed),
      logIndex: String(7_500_000 + seed),
      gameNo,
      playedAt: Date.UTC(2026, 10, 15, 12),
      bet: 1000,
      win: 0,
      seed,
    };
    const played = playedRound(family, row);
    const payload = roundPayload(family, row, played);
    // The time is a date (de writes 15.11.2026), not a decimal.
    const records = detailRecords(family, row, played).map((r) => ({
      ...r,
      LocalTime: undefined,
      LotteryTime: undefined,
    }));
    if (payload) ROUNDS.push({ family, payload, records });
  }
}

/** One verified round of every fair game, with its commitment, so every step shows. */
const OPTIONS: Partial<Record<VerifyInput['game'], Partial<VerifyInput>>> = {
  plinko: { rows: 16, risk: 'expert' },
  mines: { mines: 3 },
  wheel: { segments: 30, risk: 'medium' },
};
const VERIFIED = FAIR_GAMES.map((game) => {
  const crash = game.startsWith('crash');
  const serverSeed = crash ? createHash('sha256').update('round 7').digest('hex') : 'k9v2-q8w4';
  return verify({
    game,
    serverSeed,
    // Crash's commitment is the previous game's hash (not given here); the others' the seed's hash.
    serverSeedHash: crash ? undefined : createHash('sha256').update(serverSeed).digest('hex'),
    clientSeed: 'p7x3-m2n8',
    ...(crash ? {} : { nonce: 1 }),
    ...OPTIONS[game],
  });
});

/**
 * Every text and label of what was drawn, one line per text node: read off React's server markup,
 * whose text nodes are apart (renderToString marks adjacent ones with a comment) and whose only
 * entities are the five it escapes.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
function readable(markup: string): string {
  const html = markup.replace(/<style[\s\S]*?<\/style>/g, '');
  const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name]!);
  const labels = [...html.matchAll(/\s(?:aria-label|title)="([^"]*)"/g)].map((m) => m[1]!);
  const texts = html.split(/<!--[\s\S]*?-->|<[^>]*>/).filter((text) => text.trim());
  return [...labels, ...texts].map(decode).join('\n');
}

/** The round details of every family and the verifier's steps of every fair game, in one locale. */
async function drawn(locale: Locale): Promise<{ label: string; text: string }[]> {
  const parts = [
    ...ROUNDS.map((round, i) => ({
      label: `${round.family} round ${i}`,
      ui: (
        <>
          <Records records={round.records} />
          <RoundView payload={round.payload} />
        </>
      ),
    })),
    ...VERIFIED.map((output, i) => ({ label: `verifier ${FAIR_GAMES[i]}`, ui: <VerifySteps output={output} /> })),
  ];
  // One markup for them all, each part after a marker of its own.
  const markup = await renderMarkup(
    <>
      {parts.map((part, i) => (
        <div key={i}>
          <hr data-part={i} />
          {part.ui}
        </div>
      ))}
    </>,
    { locale },
  );
  const texts = markup
    .split(/<hr data-part="\d+"\/?>/)
    .slice(1)
    .map(readable);
  // Every part drawn, none left out (a part that suspended would be, and read as clean).
  expect(texts.filter((text) => text.trim())).toHaveLength(parts.length);
  return parts.map((part, i) => ({ label: part.label, text: texts[i]! }));
}

function problemsOf(locale: Locale, parts: { label: string; text: string }[]): string[] {
  const own = ownWords(locale);
  const other = catalog(locale, 'history').get('history.term.other')!;
  const otherRe = new RegExp(`(^|[^\\p{L}])${other}($|[^\\p{L}])`, 'u');
  const problems: string[] = [];
  for (const { label, text } of parts) {
    const english = [...new Set(words(text).filter((w) => ENGLISH_TERMS.has(w) && !own.has(w)))];
    if (english.length) problems.push(`${label}: English ${english.join(', ')}`);
    if (otherRe.test(text)) problems.push(`${label}: a code named "${other}"`);
    const decimals = text.match(wrongDecimal(locale));
    if (decimals) problems.push(`${label}: decimals ${decimals.join(' ')}`);
  }
  return problems;
}

describe('round details and the verifier in all 17 locales: no English catalogue word, §5 decimals', () => {
  it('the walk covers every family and every fair game', () => {
    expect(new Set(ROUNDS.map((r) => r.family))).toEqual(new Set(GAMES.map((g) => g.family)));
    expect(VERIFIED.every((o) => o.steps.some((s) => s.key === 'formula'))).toBe(true);
  });

  it('the checks can fail: an English page read as Vietnamese shows English terms and point decimals', async () => {
    const found = problemsOf('vi', await drawn('en'));
    expect(found.some((p) => /English .*\b(red|tiger|float)\b/.test(p))).toBe(true);
    expect(found.some((p) => /decimals \d\.\d/.test(p))).toBe(true);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s: every family round detail and every verifier step',
    async (locale) => {
      expect(problemsOf(locale, await drawn(locale))).toEqual([]);
    },
  );
});
