// @vitest-environment happy-dom
/**
 * Issue 41: every catalogue word of a round detail is a code the client names in the page's
 * language, and every decimal of a round detail is in the page's format with one odds convention.
 * The codes are not listed here: they are what the reference platform's games emit, so a game that
 * starts sending a new word without a message fails this file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CREATURE_KEYS, HAND_KEYS, type RoundPayload } from '../../src/api/contract';
import { GAME_FAMILIES } from '../../platform/server/catalog';
import { detailRecords, playedRound, roundPayload, type RoundRow } from '../../platform/server/round-detail';
import { setFairnessSecret } from '../../platform/server/fairness-rounds';
import { COUNTED_TERMS, OTHER_TERM, splitTerms, TERMS, termOf } from '../../src/features/history/rounds/terms';
import { parsePlate } from '../../src/features/history/rounds/plate';
import { RoundView } from '../../src/features/history/rounds/round-view';
import { LOCALES } from '../../src/i18n/locales';
import { render } from './render';
import { sameAsEnglish } from '../helpers/same-as-english';

// The fair games derive their seeds from the platform's secret (none is built in: issue 46).
setFairnessSecret('a-fairness-secret-for-the-unit-tests');

const row = (seed: number): RoundRow => ({
  roundIndex: String(4_000_000 + seed),
  logIndex: String(4_500_000 + seed),
  gameNo: 6,
  playedAt: Date.UTC(2026, 10, 15, 12),
  bet: 1000,
  win: 0,
  seed,
});

/** Every platform text of a round that the client reads as codes, and the seats and hands it names. */
function textsOf(payload: RoundPayload | null): { texts: string[]; hands: string[]; seats: string[]; fish: string[] } {
  const out = { texts: [] as string[], hands: [] as string[], seats: [] as string[], fish: [] as string[] };
  if (!payload) return out;
  switch (payload.Kind) {
    case 'areas':
      out.texts.push(payload.Outcome, ...payload.Areas.flatMap((a) => [a.Area, a.Target]));
      break;
    case 'bingo': {
      const lines = (cards: typeof payload.Cards): string[] =>
        cards.flatMap((c) => [...c.Awards.map((a) => a.Line), ...c.Bonus.flatMap((b) => lines(b.Cards))]);
      out.texts.push(...lines(payload.Cards));
      break;
    }
    case 'plinko':
      out.texts.push(`risk-${payload.Risk}`);
      break;
    case 'plate':
      for (const plate of payload.Plates)
        out.texts.push(...(parsePlate(plate).value?.cells.flat() ?? []).filter((c) => c.known).map((c) => c.label));
      break;
    case 'cards':
      out.hands.push(...payload.Hands.map((h) => h.HandName));
      out.seats.push(...payload.Hands.map((h) => h.Seat));
      break;
    case 'fishing':
      out.fish.push(...payload.Catches.map((c) => c.Fish));
      break;
    default:
  }
  return out;
}

/** What the platform's games emit over many seeds of every family, game records included. */
function emitted() {
  const all = { texts: new Set<string>(), hands: new Set<string>(), seats: new Set<string>(), fish: new Set<string>() };
  for (const family of GAME_FAMILIES)
    for (let seed = 1; seed <= 240; seed++) {
      const r = row(seed);
      const played = playedRound(family, r);
      const got = textsOf(roundPayload(family, r, played));
      for (const record of detailRecords(family, r, played))
        got.texts.push(record.BetCategory ?? '', record.Target ?? '');
      for (const key of ['texts', 'hands', 'seats', 'fish'] as const) got[key].forEach((v) => all[key].add(v));
    }
  return all;
}

describe('every catalogue code the platform emits has a message', () => {
  const all = emitted();
  const codes = new Set(
    [...all.texts].flatMap((text) => splitTerms(text).flatMap((p) => (p.kind === 'code' ? [p.code] : []))),
  );
  it('the games emit the catalogue words of every table family (the walk is not empty)', () => {
    for (const code of ['red/black', 'red', 'big', 'tiger', 'thousand', 'corners', 'violet', 'risk-medium', 'wild'])
      expect(codes).toContain(code);
    expect(codes.size).toBeGreaterThan(45);
  });
  it('each area, target, outcome word, risk, segment, bingo line and slot symbol is named', () => {
    expect([...codes].filter((code) => termOf(code) === null)).toEqual([]);
  });
  it('each hand name is a hand key or a total, each seat and creature a known key', () => {
    expect([...all.hands].filter((h) => !/^\d+$/.test(h) && !(HAND_KEYS as readonly string[]).includes(h))).toEqual([]);
    expect([...all.seats].filter((s) => !/^(you|dealer|banker|player|seat-\d{1,2})$/.test(s))).toEqual([]);
    expect([...all.fish].filter((f) => !(CREATURE_KEYS as readonly string[]).includes(f))).toEqual([]);
  });
  it('a word the client does not know is not shown as it came', () => {
    expect(termOf('jackpot')).toBeNull();
    expect(splitTerms('tiger (A♠ : 10♥)')).toEqual([
      { kind: 'code', code: 'tiger' },
      { kind: 'text', text: ' (' },
      { kind: 'data', text: 'A♠' },
      { kind: 'text', text: ' : ' },
      { kind: 'data', text: '10♥' },
      { kind: 'text', text: ')' },
    ]);
  });
});

/** The msgid → msgstr pairs of one locale's history catalog. */
function catalog(locale: string): Map<string, string> {
  const po = readFileSync(`locales/${locale}/history.po`, 'utf8');
  return new Map([...po.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe('the catalogue words in all 17 locales', () => {
  const ids = [
    ...[...Object.values(TERMS), ...Object.values(COUNTED_TERMS), OTHER_TERM].map((d) => d.id),
    ...HAND_KEYS.map((k) => `history.hand.${k}`),
    ...['win', 'lose', 'push', 'bust', 'fold', 'drop', 'timeoutDrop'].map((r) => `history.result.${r}`),
    ...[...catalog('en').keys()].filter((id) => /^history\.(seat|creature|tier)\./.test(id)),
  ];
  const english = catalog('en');
  it.each(LOCALES.filter((l) => l !== 'en'))('%s names every code in its own words', (locale) => {
    const own = catalog(locale);
    expect(ids.filter((id) => !own.get(id))).toEqual([]);
    expect(ids.filter((id) => own.get(id) === english.get(id) && !sameAsEnglish(locale, id))).toEqual([]);
  });
});

describe('one number path and one odds convention in a round detail', () => {
  const areas: RoundPayload = {
    Kind: 'areas',
    Outcome: 'segment-6 ×1.5',
    Areas: [{ Area: 'risk-medium · segments-30', Target: '6', Bet: 1000, Odds: 1.9, Win: 1900 }],
  };
  it.each([
    ['vi', 'Ô 6 ×1,5', ['Rủi ro trung bình · 30 ô', '6', '×1,9']],
    ['pt', 'Segmento 6 ×1,5', ['Risco médio · 30 segmentos', '6', '×1,9']],
    ['ko', '세그먼트 6 ×1.5', ['중간 위험 · 30개 세그먼트', '6', '×1.9']],
    ['en', 'Segment 6 ×1.5', ['Medium risk · 30 segments', '6', '×1.9']],
  ])('%s: the outcome, the area and its odds (the total return)', async (locale, outcome, cells) => {
    const view = await render(<RoundView payload={areas} />, { locale: locale as 'en' });
    expect(view.container.querySelector('.round__outcome strong')!.textContent).toBe(outcome);
    const [area, target, , odds] = [...view.container.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect([area, target, odds]).toEqual(cells);
  });
  it('vi: a slot plate names its word symbols and keeps its ranks and numbers', async () => {
    const plate = { Plate: 'AKQJTWSBGR', SymbolLength: 1, PlateNumStr: '', Columns: 5, Rows: 2, Win: 0, Step: 0 };
    const view = await render(<RoundView payload={{ Kind: 'plate', Plates: [plate] }} />, { locale: 'vi' });
    const symbols = [...view.container.querySelectorAll('.plate__symbol')].map((s) => s.textContent);
    expect(symbols).toEqual(['A', 'K', 'Q', 'J', '10', 'Thay thế', 'Phân tán', 'Thưởng', 'Đá quý', '7']);
  });
  it('vi: multipliers of mines, fishing, bingo and plinko use the decimal comma', async () => {
    const payloads: [RoundPayload, string][] = [
      [{ Kind: 'mines', Mines: { Size: 25, Mines: [0], Picks: [3], Multiplier: 1.03, Busted: false } }, '×1,03'],
      [
        {
          Kind: 'fishing',
          Catches: [{ Fish: 'shark', Multiplier: 2.5, Shots: 3, Win: 250 }],
          ItemCards: [],
          DetailRoundIndex: null,
        },
        '×2,5',
      ],
      [{ Kind: 'plinko', Rows: 8, Risk: 'expert', Path: [1, 0, 1, 0, 1, 0, 1, 0], Multiplier: 0.2 }, '×0,2'],
      [
        {
          Kind: 'bingo',
          Cards: [{ Balls: [], Awards: [{ Number: 1, Line: 'row-2', Odds: 4.5, Win: 450 }], Win: 450, Bonus: [] }],
        },
        '×4,5',
      ],
    ];
    for (const [payload, shown] of payloads) {
      const view = await render(<RoundView payload={payload} />, { locale: 'vi' });
      expect(view.container.textContent).toContain(shown);
      expect(view.container.textContent).not.toMatch(/\d\.\d/);
    }
  });
});
