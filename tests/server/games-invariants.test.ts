/**
 * The seeded platform's rounds are games: sample rounds of every family from the history list and
 * detail, and check what a player could check — no card twice from one deck, hand names that
 * match the cards, a result that agrees with the payout, a payout that follows the paytable, and
 * a list row that says what its detail says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BingoCard,
  CardHand,
  DetailInfo,
  GameFamily,
  HistoryRecord,
  PlayingCard,
  RoundPayload,
} from '../../src/api/contract';
import type { RunningServer } from '../../platform/server/server';
import { GAMES } from '../../platform/server/catalog';
import { SHOES } from '../../platform/server/games/cards';
import { bestFive, evaluate3, evaluate5, handKey, videoPokerMultiplier } from '../../platform/server/games/poker';
import { evaluateTeenPatti } from '../../platform/server/games/teenpatti';
import { niuOf } from '../../platform/server/games/niuniu';
import { deadwood } from '../../platform/server/games/rummy';
import { BACCARAT_PAYS, baccaratTotal } from '../../platform/server/games/baccarat';
import { blackjackTotal } from '../../platform/server/games/blackjack';
import { plateWin, scratchWin } from '../../platform/server/games/slots';
import { bingoTotal, colorsOf } from '../../platform/server/games/table';
import { KENO_PAYS, minesMultiplier } from '../../platform/server/games/fair';
import { pay } from '../../platform/server/games/rng';
import { plinkoRow } from '../../src/features/fairness/fairness-games';
import { startTestPlatform, type DemoPlayer, type TestClient } from './helpers';

let server: RunningServer;
let api: TestClient;
let players: DemoPlayer[];
const tokens = new Map<string, string>();

beforeAll(async () => {
  ({ server, api, players } = await startTestPlatform());
  players = players.filter((p) => p.apiId === 3 || p.apiId === 110 || p.apiId === 202);
});
afterAll(() => server?.close());

interface Sampled {
  row: HistoryRecord;
  info: DetailInfo;
}

/** Up to `want` rounds of a game, with their list row and detail, over the seeded players. */
async function sample(gameNo: number, want: number): Promise<Sampled[]> {
  const out: Sampled[] = [];
  for (const player of players) {
    if (out.length >= want) break;
    const token = tokens.get(player.account) ?? (await api.login(await api.freshGameToken(player.account)));
    tokens.set(player.account, token);
    const list = (
      await api.get(
        `/api/history/${gameNo}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=${want - 1}&LogIndexAsRoundIndex=false`,
        token,
      )
    ).json!.Data.Records as HistoryRecord[];
    for (const row of list.slice(0, want - out.length)) {
      const info = (await api.get(`/api/history/${gameNo}/get-detail-info/en-US/${row.RoundIndex}`, token)).json!
        .Data as DetailInfo;
      out.push({ row, info });
    }
  }
  return out;
}

const cardKey = (c: PlayingCard) => `${c.Rank}${c.Suit}`;
const stats = { rounds: 0, cards: 0, hands: 0, payouts: 0, withCents: 0, overAMillion: 0 };

/** The hand's name by the family's rules. */
function nameOf(family: GameFamily, cards: PlayingCard[]): string {
  switch (family) {
    case 'teenpatti':
      return evaluateTeenPatti(cards).key;
    case 'poker5':
    case 'videopoker':
      return handKey(evaluate5(cards));
    case 'threecard':
      return evaluate3(cards).key;
    case 'pusoy':
      return handKey(bestFive(cards).strength);
    case 'niuniu':
      return String(niuOf(cards));
    case 'rummy':
    case 'tongits':
      return String(deadwood(cards));
    case 'baccarat':
      return String(baccaratTotal(cards));
    case 'blackjack':
      return String(blackjackTotal(cards).total);
    default:
      throw new Error(family);
  }
}

function checkCards(family: GameFamily, hands: CardHand[], bet: number, win: number) {
  const shoe = SHOES[family]!;
  const seen = new Map<string, number>();
  for (const hand of hands) {
    for (const card of hand.Cards) seen.set(cardKey(card), (seen.get(cardKey(card)) ?? 0) + 1);
    if (hand.Cards.length) {
      expect(hand.HandName, `${family} ${hand.Cards.map(cardKey).join(' ')}`).toBe(nameOf(family, hand.Cards));
      stats.hands++;
    }
    stats.cards += hand.Cards.length;
  }
  // No card more often than the shoe holds it (once from one deck).
  for (const [key, n] of seen)
    expect(n, `${family}: ${key} dealt ${n} times`).toBeLessThanOrEqual(key === 'J' ? shoe.jokers : shoe.decks);
  const mine = hands.find((h) => h.IsMine)!;
  // The player's result agrees with the payout.
  if (mine.Result === 'win') expect(win).toBeGreaterThan(bet);
  else if (mine.Result === 'push') expect(win).toBe(bet);
  else if (mine.Result === 'bust' || mine.Result === 'fold') expect(win).toBe(0);
  else expect(win).toBeLessThan(bet);
  // The payout follows the paytable, where the hand alone decides it.
  if (family === 'videopoker') expect(win).toBe(pay(bet, videoPokerMultiplier(evaluate5(mine.Cards))));
  if (family === 'baccarat' && mine.Result === 'win')
    expect(win).toBe(pay(bet, BACCARAT_PAYS[mine.Seat as 'player' | 'banker']));
  if (family === 'blackjack' && mine.Result === 'win')
    expect(win).toBe(pay(bet, mine.Cards.length === 2 && mine.HandName === '21' ? 2.5 : 2));
  if (['teenpatti', 'rummy', 'tongits'].includes(family)) {
    // The pot (a stake per seat) is split among the best hands, a winner's gain less 5%.
    const winners = hands.filter((h) => h.Result !== 'lose').length;
    const share = (bet * hands.length) / winners;
    if (mine.Result !== 'lose') expect(win).toBe(Math.floor(share - Math.floor((share - bet) * 0.05 + 1e-6) + 1e-6));
  }
}

function checkPayload(family: GameFamily, p: RoundPayload, bet: number, win: number) {
  switch (p.Kind) {
    case 'cards':
      return checkCards(family, p.Hands, bet, win);
    case 'plate': {
      // Each spin's win follows from its symbols; free games add up to the round's win.
      for (const plate of p.Plates) {
        const symbols = [...plate.Plate].filter((_, i) => i % plate.SymbolLength === 0);
        const cells = [0, 1, 2]
          .slice(0, plate.Rows)
          .map((r) => symbols.slice(r * plate.Columns, (r + 1) * plate.Columns));
        const prizes = plate.PlateNumStr.split(',').map((n) => Number(n || 0));
        expect(plate.Win).toBe(family === 'scratch' ? scratchWin(symbols, bet) : plateWin(cells, prizes, bet));
      }
      expect(p.Plates.reduce((s, pl) => s + pl.Win, 0)).toBe(win);
      return;
    }
    case 'fishing':
      for (const c of p.Catches) expect(c.Win % 1).toBe(0);
      expect(p.Catches.reduce((s, c) => s + c.Win, 0)).toBe(win);
      return;
    case 'bingo': {
      const each = (cards: BingoCard[]) => {
        for (const card of cards) {
          expect(card.Win).toBe(card.Awards.reduce((s, a) => s + a.Win, 0));
          for (const b of card.Bonus) each(b.Cards);
        }
      };
      each(p.Cards);
      expect(bingoTotal(p.Cards)).toBe(win);
      return;
    }
    case 'areas': {
      expect(p.Areas.reduce((s, a) => s + a.Bet, 0)).toBe(bet);
      expect(p.Areas.reduce((s, a) => s + a.Win, 0)).toBe(win);
      for (const a of p.Areas) {
        // Odds are the total return multiplier (docs/platform.md), in every family.
        const full = pay(a.Bet, a.Odds);
        if (family === 'wheel') expect(a.Win).toBe(full);
        else if (family === 'roulette')
          expect(a.Win).toBe(rouletteCovers(a.Area, a.Target, Number(p.Outcome)) ? full : 0);
        else if (family === 'colorprediction') {
          const n = Number(p.Outcome.split(' ')[0]);
          const hit = a.Area === 'number' ? Number(a.Target) === n : colorsOf(n).includes(a.Area);
          const half = hit && a.Area !== 'violet' && a.Area !== 'number' && colorsOf(n).includes('violet');
          expect(a.Win).toBe(!hit ? 0 : half ? pay(a.Bet, 1.5) : full);
        } else expect([0, full, pay(a.Bet, 0.5), a.Bet]).toContain(a.Win);
      }
      return;
    }
    case 'plinko': {
      const slot = p.Path.reduce((s, d) => s + d, 0);
      expect(p.Multiplier).toBe(plinkoRow(p.Rows, p.Risk)[slot]);
      expect(win).toBe(pay(bet, p.Multiplier));
      return;
    }
    case 'mines': {
      const m = p.Mines;
      expect(m.Busted).toBe(m.Picks.some((t) => m.Mines.includes(t)));
      expect(m.Multiplier).toBe(m.Busted ? 0 : minesMultiplier(m.Mines.length, m.Picks.length));
      expect(win).toBe(pay(bet, m.Multiplier));
      return;
    }
    case 'keno': {
      const hits = p.Picked.filter((n) => p.Drawn.includes(n)).length;
      expect(p.Drawn).toHaveLength(10);
      expect(win).toBe(pay(bet, KENO_PAYS[p.Picked.length]![hits]!));
      return;
    }
    case 'steps': {
      const out = p.Steps.find((s) => s.CashOut);
      expect(win).toBe(out ? pay(bet, out.Multiplier) : 0);
      return;
    }
    default:
      throw new Error(`unexpected payload ${p.Kind}`);
  }
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** Does a roulette bet cover the number? Read from its area and target as the table prints them. */
function rouletteCovers(area: string, target: string, n: number): boolean {
  const parts = target.split('-').map(Number);
  switch (area) {
    case 'straight':
    case 'split':
    case 'corner':
      return parts.includes(n);
    case 'street':
    case 'line':
      return n >= parts[0]! && n <= parts[1]!;
    case 'column':
      return n > 0 && (n - Number(target)) % 3 === 0;
    case 'dozen':
      return n > 12 * (Number(target) - 1) && n <= 12 * Number(target);
    case 'red/black':
      return n > 0 && RED.has(n) === (target === 'red');
    case 'odd/even':
      return n > 0 && n % 2 === (target === 'odd' ? 1 : 0);
    default:
      return target === '1-18' ? n >= 1 && n <= 18 : n >= 19;
  }
}

describe('every family plays by its rules', () => {
  it.each(GAMES.map((g) => [g.family, g.no] as const))('%s (game %i)', async (family, gameNo) => {
    const rounds = await sample(gameNo, 12);
    expect(rounds.length).toBeGreaterThan(0);
    for (const { row, info } of rounds) {
      // The list row says what the detail says.
      expect([info.Bet, info.Win]).toEqual([row.Bet, row.Win]);
      expect(row.PostMoney).toBe(row.PreMoney - row.Bet + row.Win);
      expect(info.Records[0]!.WinLose).toBe(info.Win);
      expect(info.Records[0]!.Net).toBe(info.Win - info.Bet);
      stats.rounds++;
      if (row.Bet % 100 !== 0) stats.withCents++;
      if (row.PreMoney > 100_000_000) stats.overAMillion++;
      if (!info.Payload) continue;
      checkPayload(family, info.Payload, info.Bet, info.Win);
      stats.payouts++;
    }
  });
  it('sampled enough to mean something', () => {
    // Printed for the report: how many rounds, cards and hands the invariants covered.
    console.log('games-invariants', JSON.stringify(stats));
    expect(stats.rounds).toBeGreaterThan(200);
    expect(stats.hands).toBeGreaterThan(100);
    // Amounts an operator would show: stakes with cents, balances over a million (in minor units).
    expect(stats.withCents).toBeGreaterThan(0);
    expect(stats.overAMillion).toBeGreaterThan(0);
  });
});
