import { describe, expect, it } from 'vitest';
import { parseAreas } from '../../src/features/history/rounds/areas';
import { parseBingo, MAX_BONUS_DEPTH } from '../../src/features/history/rounds/bingo';
import { parseBoxes } from '../../src/features/history/rounds/box';
import { parseCard, parseHands } from '../../src/features/history/rounds/cards';
import { parseFishCardNumber, parseFishing } from '../../src/features/history/rounds/fishing';
import { parseKeno } from '../../src/features/history/rounds/keno';
import { parseMines } from '../../src/features/history/rounds/mines';
import { parsePlate, parsePlates } from '../../src/features/history/rounds/plate';
import { parsePlinko } from '../../src/features/history/rounds/plinko';
import { parseSteps } from '../../src/features/history/rounds/steps';
import { parseSummary } from '../../src/features/history/rounds/summary';

const JUNK = [null, undefined, 42, 'text', [], {}, { Plate: 7 }];

describe('plate (§3 Plate, SymbolLength, PlateNumStr)', () => {
  it('builds a rows × columns grid with length and number per cell', () => {
    const { value, incomplete } = parsePlate({
      Plate: 'A1K2W3Q1J1T1',
      SymbolLength: 2,
      PlateNumStr: ',5,,,12,',
      Columns: 3,
      Rows: 2,
      Win: 500,
      Step: 0,
    });
    expect(incomplete).toBe(false);
    expect(value!.rows).toBe(2);
    expect(value!.columns).toBe(3);
    expect(value!.cells[0]!.map((c) => [c.symbol, c.label, c.length, c.number])).toEqual([
      ['A', 'A', 1, null],
      ['K', 'K', 2, 5],
      ['W', 'wild', 3, null],
    ]);
    expect(value!.cells[1]!.map((c) => c.number)).toEqual([null, 12, null]);
    expect(value!.cells[1]!.map((c) => c.label)).toEqual(['Q', 'J', '10']);
  });
  it('reads one-character symbols without lengths', () => {
    const { value } = parsePlate({ Plate: 'AKQJTWSBG', SymbolLength: 1, PlateNumStr: '', Columns: 3, Rows: 3 });
    expect(value!.cells.flat().every((c) => c.length === null && c.number === null)).toBe(true);
  });
  it('marks unknown symbols instead of dropping them', () => {
    const { value, incomplete } = parsePlate({ Plate: 'AZ<', SymbolLength: 1, PlateNumStr: '', Columns: 3, Rows: 1 });
    expect(incomplete).toBe(false);
    expect(value!.cells[0]!.map((c) => [c.label, c.known])).toEqual([
      ['A', true],
      ['Z', false],
      ['<', false],
    ]);
  });
  it('a wrong SymbolLength is incomplete, read one character per cell', () => {
    for (const SymbolLength of [0, -1, 2.5, 'x', null, 99]) {
      const { value, incomplete } = parsePlate({ Plate: 'AKQ', SymbolLength, PlateNumStr: '' });
      expect(incomplete).toBe(true);
      expect(value!.cells.flat().map((c) => c.symbol)).toEqual(['A', 'K', 'Q']);
    }
  });
  it('a plate that does not divide by SymbolLength is incomplete but keeps the whole symbols', () => {
    const { value, incomplete } = parsePlate({ Plate: 'A1K2Q', SymbolLength: 2, PlateNumStr: '' });
    expect(incomplete).toBe(true);
    expect(value!.cells.flat().map((c) => c.symbol)).toEqual(['A', 'K']);
  });
  it('a shape that does not fit the cells falls back to 3 rows (or one) and says incomplete', () => {
    const six = parsePlate({ Plate: 'AKQJTW', SymbolLength: 1, PlateNumStr: '', Columns: 5, Rows: 3 });
    expect(six.incomplete).toBe(true);
    expect([six.value!.rows, six.value!.columns]).toEqual([3, 2]);
    const four = parsePlate({ Plate: 'AKQJ', SymbolLength: 1, PlateNumStr: '' });
    expect([four.value!.rows, four.value!.columns, four.incomplete]).toEqual([1, 4, false]);
  });
  it('non-numeric cell numbers and lengths are incomplete, not NaN', () => {
    const { value, incomplete } = parsePlate({ Plate: 'AxK1', SymbolLength: 2, PlateNumStr: 'abc,3' });
    expect(incomplete).toBe(true);
    expect(value!.cells.flat().map((c) => [c.length, c.number])).toEqual([
      [null, null],
      [1, 3],
    ]);
  });
  it.each(JUNK)('junk %j is no plate, never a throw', (junk) => {
    expect(parsePlate(junk)).toEqual({ value: null, incomplete: true });
  });
  it('a spin list keeps the readable plates in step order', () => {
    const { value, incomplete } = parsePlates([
      { Plate: 'AK', SymbolLength: 1, Step: 2 },
      'junk',
      { Plate: 'QJ', SymbolLength: 1, Step: 0 },
    ]);
    expect(incomplete).toBe(true);
    expect(value.map((p) => p.step)).toEqual([0, 2]);
    expect(parsePlates(null)).toEqual({ value: [], incomplete: true });
  });
  it('caps a hostile plate at 400 cells', () => {
    expect(parsePlate({ Plate: 'A'.repeat(100_000), SymbolLength: 1 }).value!.cells.flat()).toHaveLength(400);
  });
});

describe('bingo (§3 cards, balls, awards, bonus rounds)', () => {
  const card = (bonus: unknown[] = []) => ({
    Balls: [
      { Number: 7, Color: 'Red', Bonus: false },
      { Number: 12, Color: 'url(x)', Bonus: true },
    ],
    Awards: [{ Number: 3, Line: 'row 1', Odds: 5, Win: 500 }],
    Win: 500,
    Bonus: bonus,
  });
  it('reads balls (colours only from the palette), awards and the win', () => {
    const { value, incomplete } = parseBingo([card()]);
    expect(incomplete).toBe(false);
    expect(value[0]!.balls).toEqual([
      { number: 7, colour: 'red', bonus: false },
      { number: 12, colour: 'other', bonus: true },
    ]);
    expect(value[0]!.awards).toEqual([{ number: 3, line: 'row 1', odds: 5, win: 500 }]);
  });
  it('reads bonus rounds nested twice', () => {
    const { value, incomplete } = parseBingo([card([{ Cards: [card([{ Cards: [card(), card()] }])] }])]);
    expect(incomplete).toBe(false);
    expect(value[0]!.bonus[0]![0]!.bonus[0]).toHaveLength(2);
  });
  it(`stops a hostile nesting at depth ${MAX_BONUS_DEPTH} and says incomplete`, () => {
    let deep: unknown = card();
    for (let i = 0; i < 50; i++) deep = card([{ Cards: [deep] }]);
    const { value, incomplete } = parseBingo([deep]);
    expect(incomplete).toBe(true);
    let depth = 0;
    for (let c = value[0]; c && c.bonus.length; c = c.bonus[0]![0]) depth++;
    expect(depth).toBe(MAX_BONUS_DEPTH);
  });
  it('drops unreadable balls and cards and says incomplete', () => {
    const { value, incomplete } = parseBingo([{ Balls: [{ Number: 'x' }, { Number: 4 }], Awards: null }, 'card']);
    expect(incomplete).toBe(true);
    expect(value).toHaveLength(1);
    expect(value[0]!.balls.map((b) => b.number)).toEqual([4]);
    expect(parseBingo({})).toEqual({ value: [], incomplete: true });
  });
});

describe('fish card numbers (§3: type, game id, star level, serial)', () => {
  it('splits the 7 digits', () => {
    expect(parseFishCardNumber('1006307')).toMatchObject({
      type: 1,
      cardGameId: 6,
      gameNo: 6,
      star: 3,
      tier: '3-Star',
      serial: 7,
    });
    expect(parseFishCardNumber('2011599')).toMatchObject({ gameNo: 11, star: 5, tier: 'Golden', serial: 99 });
  });
  it('game id 192 is the exception: it names game 9', () => {
    expect(parseFishCardNumber('1192412')).toMatchObject({ cardGameId: 192, gameNo: 9, tier: 'Premium' });
  });
  it('a star level outside 1–5 has no tier name', () => {
    expect(parseFishCardNumber('1006007')!.tier).toBeNull();
    expect(parseFishCardNumber('1006907')!.tier).toBeNull();
  });
  it.each(['100630', '10063077', '1OO6307', '', null, 1006307.5, ' 1006307 x'])('%j is not a card number', (raw) => {
    expect(parseFishCardNumber(raw)).toBeNull();
  });
  it('a fishing round keeps unreadable card numbers raw and the detail round index', () => {
    const { value, incomplete } = parseFishing({
      Catches: [{ Fish: 'Shark', Multiplier: 20, Shots: 4, Win: 2000 }, { Multiplier: 2 }],
      ItemCards: ['1192412', 'bad'],
      DetailRoundIndex: '77-F2',
    });
    expect(incomplete).toBe(true);
    expect(value.catches).toEqual([{ fish: 'Shark', multiplier: 20, shots: 4, win: 2000 }]);
    expect(value.cards[0]).toMatchObject({ gameNo: 9 });
    expect(value.cards[1]).toEqual({ raw: 'bad', invalid: true });
    expect(value.detailRoundIndex).toBe('77-F2');
    expect(parseFishing(undefined).incomplete).toBe(true);
  });
});

describe('card hands', () => {
  it('reads cards, hand names and §4 results, the player first', () => {
    const { value, incomplete } = parseHands([
      { Seat: 'Dealer', Cards: [{ Suit: 'S', Rank: 'A' }], HandName: 'High Card', Result: 'lose', IsMine: false },
      {
        Seat: 'You',
        Cards: [
          { Suit: 'H', Rank: '10' },
          { Suit: 'J', Rank: '' },
        ],
        HandName: 'Pair',
        Result: 'timeoutDrop',
        IsMine: true,
      },
    ]);
    expect(incomplete).toBe(false);
    expect(value[0]).toMatchObject({ mine: true, result: 'timeoutDrop', handName: 'Pair' });
    expect(value[0]!.cards).toEqual([
      { suit: 'H', rank: '10', red: true },
      { suit: 'J', rank: '', red: false },
    ]);
  });
  it('an empty hand or an unreadable card is incomplete; an unknown result is none', () => {
    const { value, incomplete } = parseHands([
      { Seat: 'You', Cards: [{ Suit: 'X', Rank: 'A' }], Result: 'exploded', IsMine: true },
      { Seat: 'Seat 2', Cards: [] },
    ]);
    expect(incomplete).toBe(true);
    expect(value[0]!.result).toBeNull();
    expect(parseCard({ Suit: 'S', Rank: '11' })).toBeNull();
    expect(parseHands('x')).toEqual({ value: [], incomplete: true });
  });
});

describe('mines, steps, areas, keno, plinko, boxes, log summary', () => {
  it('mines: a square board with mines, safe picks and the mine that was hit', () => {
    const { value, incomplete } = parseMines({ Size: 9, Mines: [0, 4], Picks: [1, 4], Multiplier: 0, Busted: true });
    expect(incomplete).toBe(false);
    expect(value!.side).toBe(3);
    expect(value!.cells.slice(0, 5)).toEqual(['mine', 'safe-picked', 'hidden', 'hidden', 'mine-picked']);
    expect(parseMines({ Size: 10, Mines: [], Picks: [] })).toEqual({ value: null, incomplete: true });
    expect(parseMines({ Size: 25, Mines: [99, 'x', 3], Picks: null })).toMatchObject({
      incomplete: true,
      value: { mineCount: 1, picks: 0 },
    });
  });
  it('steps: sorted by step; a missing multiplier is incomplete', () => {
    const { value, incomplete } = parseSteps([{ Step: 2, Multiplier: 1.5, CashOut: true }, { Step: 1 }]);
    expect(incomplete).toBe(true);
    expect(value.map((s) => [s.step, s.multiplier, s.cashOut])).toEqual([
      [1, null, false],
      [2, 1.5, true],
    ]);
  });
  it('areas: the outcome and each bet area; no outcome is incomplete', () => {
    expect(
      parseAreas({ Outcome: '17', Areas: [{ Area: 'red/black', Target: 'red', Bet: 100, Odds: 1, Win: 200 }] }),
    ).toEqual({
      value: { outcome: '17', areas: [{ area: 'red/black', target: 'red', bet: 100, odds: 1, win: 200 }] },
      incomplete: false,
    });
    expect(parseAreas({ Areas: [] }).incomplete).toBe(true);
  });
  it('keno: hits are the picks that were drawn; numbers above 40 use the 80 board', () => {
    const { value, incomplete } = parseKeno({ Drawn: [1, 5, 9, 40], Picked: [5, 6, 40] });
    expect(incomplete).toBe(false);
    expect(value.hits).toEqual([5, 40]);
    expect(value.size).toBe(40);
    expect(parseKeno({ Drawn: [79], Picked: [0, 81] })).toMatchObject({ incomplete: true, value: { size: 80 } });
  });
  it('plinko: the slot is the number of right bounces; a short path is incomplete', () => {
    expect(parsePlinko({ Rows: 4, Risk: 'low', Path: [1, 0, 1, 1], Multiplier: 2 })).toEqual({
      value: { rows: 4, risk: 'low', path: [1, 0, 1, 1], slot: 3, multiplier: 2 },
      incomplete: false,
    });
    expect(parsePlinko({ Rows: 4, Path: [1, 2] })).toMatchObject({ incomplete: true, value: { path: [1], slot: 1 } });
    expect(parsePlinko({ Rows: 0 })).toEqual({ value: null, incomplete: true });
  });
  it('boxes and the log summary', () => {
    expect(
      parseBoxes({
        Boxes: [
          { Index: 0, Prize: 100, Opened: true },
          { Index: 1, Prize: 'x' },
        ],
      }),
    ).toEqual({
      value: [
        { index: 0, prize: 100, opened: true },
        { index: 1, prize: null, opened: false },
      ],
      incomplete: true,
    });
    expect(parseSummary({ Spins: 3, FreeSpins: 2, TotalBet: 100, TotalWin: 0 })).toEqual({
      value: { spins: 3, freeSpins: 2, totalBet: 100, totalWin: 0 },
      incomplete: false,
    });
    expect(parseSummary({ Spins: 3 }).incomplete).toBe(true);
  });
  it.each(JUNK)('no parser throws on %j', (junk) => {
    for (const parse of [
      parseAreas,
      parseBingo,
      parseBoxes,
      parseHands,
      parseFishing,
      parseKeno,
      parseMines,
      parsePlates,
      parsePlinko,
      parseSteps,
      parseSummary,
    ]) {
      expect(() => parse(junk)).not.toThrow();
    }
  });
});
