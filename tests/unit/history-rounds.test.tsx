// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import type { GameFamily, RoundPayload } from '../../src/api/contract';
import { RoundView } from '../../src/features/history/rounds/round-view';
import { RoundDetail } from '../../src/features/history/round-detail';
import { roundFamily } from '../../src/features/history/history.api';
import { currencyDisplayAtom, sessionReadyAtom, tokenAtom } from '../../src/state/session';
import { GAME_FAMILIES } from '../../platform/server/catalog';
import { roundPayload, detailRecords, playedRound, type RoundRow } from '../../platform/server/round-detail';
import { setFairnessSecret } from '../../platform/server/fairness-rounds';
import { render, screenOf, type Rendered } from './render';
import { testToken } from '../helpers/jwt';

// The platform sets it at start (server.ts); these tests build its payloads without a platform.
setFairnessSecret('a-fairness-secret-for-the-unit-tests');
const HOSTILE = '<img src=x onerror=alert(1)> $& {0}';
const row = (seed: number, win = 500): RoundRow => ({
  roundIndex: '4000123',
  logIndex: '4500123',
  gameNo: 6,
  playedAt: Date.UTC(2026, 10, 15, 12),
  bet: 1000,
  win,
  seed,
});
/** The platform's own payload for a family (a seed that has details and, for cards, all hands). */
function payloadFor(family: GameFamily, seed = 1001): RoundPayload {
  return roundPayload(family, row(seed), { fishDetailIndex: true })!;
}
/** The body rows of a round table (the first row holds the column headers). */
const bodyRows = (root: HTMLElement) => {
  const [head, ...rows] = within(root).getAllByRole('row');
  expect(within(head!).queryAllByRole('cell')).toEqual([]);
  return rows;
};
/** Every item of every list with this accessible name (a board, a card's balls…). */
const itemsOf = (view: Rendered, list: string) =>
  screenOf(view)
    .getAllByRole('list', { name: list })
    .flatMap((l) => within(l).queryAllByRole('listitem'));

describe('round renderers per family', () => {
  it('slots: one grid per spin, base game first', async () => {
    const payload = {
      Kind: 'plate',
      Plates: [
        {
          Plate: 'AKQJTWSBGRAKQJT',
          SymbolLength: 1,
          PlateNumStr: ',,,,,,,25,,,,,,,',
          Columns: 5,
          Rows: 3,
          Win: 500,
          Step: 0,
        },
        { Plate: 'WWWWWAAAAAKKKKK', SymbolLength: 1, PlateNumStr: '', Columns: 5, Rows: 3, Win: 0, Step: 1 },
      ],
    } as RoundPayload;
    const view = await render(<RoundView payload={payload} />);
    // Each spin is a figure named by its caption, holding the grid as a table.
    const spins = screenOf(view).getAllByRole('figure');
    // (dom-accessibility-api does not name a figure by its figcaption, as browsers do: read the caption.)
    expect(spins.map((f) => f.querySelector('figcaption')!.textContent)).toEqual([
      'Base game · Win 500.00',
      'Free game 1 · Win 0.00',
    ]);
    const grids = spins.map((f) => within(f).getByRole('table'));
    expect(screenOf(view).getAllByRole('table')).toEqual(grids);
    expect(within(grids[0]!).getAllByRole('row')).toHaveLength(3);
    expect(within(grids[0]!).getAllByRole('cell')).toHaveLength(15);
    expect(within(grids[0]!).getByText('25').classList.contains('plate__number')).toBe(true); // the number badge's style
    expect(screenOf(view).queryByRole('note')).toBeNull();
    expect(view.container.textContent).not.toContain('Incomplete information');
  });
  it('slots: a malformed plate says "Incomplete information" and shows what it could read', async () => {
    const view = await render(
      <RoundView payload={{ Kind: 'plate', Plates: [{ Plate: 'AK?', SymbolLength: 0 } as never] }} />,
    );
    expect(screenOf(view).getByRole('note').textContent).toBe('Incomplete information');
    const cells = screenOf(view).getAllByRole('cell');
    expect(cells).toHaveLength(3);
    // The unreadable symbol is shown as it is, styled as unknown.
    expect(cells.filter((c) => c.classList.contains('plate__cell--unknown')).map((c) => c.textContent)).toEqual(['?']);
  });
  it('bingo: balls per card and bonus rounds as nested cards', async () => {
    const payload = payloadFor('bingo', 2003) as Extract<RoundPayload, { Kind: 'bingo' }>;
    const view = await render(<RoundView payload={payload} />);
    type Card = (typeof payload.Cards)[number];
    const countBalls = (cards: Card[]): number =>
      cards.reduce((n, c) => n + c.Balls.length + c.Bonus.reduce((m, b) => m + countBalls(b.Cards), 0), 0);
    const countCards = (cards: Card[]): number =>
      cards.reduce((n, c) => n + 1 + c.Bonus.reduce((m, b) => m + countCards(b.Cards), 0), 0);
    expect(countCards(payload.Cards)).toBeGreaterThan(payload.Cards.length); // the seed has bonus rounds
    expect(itemsOf(view, 'Balls')).toHaveLength(countBalls(payload.Cards));
    expect(screenOf(view).getAllByRole('heading', { level: 4, name: /^Card \d+/ })).toHaveLength(
      countCards(payload.Cards),
    );
    expect(screenOf(view).getAllByRole('list', { name: 'Balls' })).toHaveLength(countCards(payload.Cards));
  });
  it('fishing: catches, item cards with the 192 exception, and the detail round index only when shown', async () => {
    const payload: RoundPayload = {
      Kind: 'fishing',
      Catches: [{ Fish: HOSTILE, Multiplier: 50, Shots: 3, Win: 5000 }],
      ItemCards: ['1192412'],
      DetailRoundIndex: '9-F1',
    };
    const shown = await render(<RoundView payload={payload} showFishDetailIndex />);
    expect(screenOf(shown).getByText(/^Detail round:/).textContent).toBe('Detail round: 9-F1');
    expect(screenOf(shown).getByText('9-F1').getAttribute('data-part')).toBe('detail-round');
    const cards = screenOf(shown).getByRole('heading', { name: 'Item cards used' }).parentElement!;
    expect(within(cards).getByRole('listitem').textContent).toBe('1192412 Game 9 · Premium · serial 12');
    // Server text is text: the markup is shown, never parsed.
    const [fish] = within(bodyRows(shown.container)[0]!).getAllByRole('cell');
    expect(fish!.textContent).toBe(HOSTILE);
    expect(screenOf(shown).queryByRole('img')).toBeNull();
    expect(shown.container.querySelector('img')).toBeNull();
    const hidden = await render(<RoundView payload={payload} />);
    expect(screenOf(hidden).queryByText(/^Detail round/)).toBeNull();
    expect(screenOf(hidden).queryByText('9-F1')).toBeNull();
  });
  it.each(['teenpatti', 'rummy', 'blackjack', 'baccarat', 'niuniu'] as GameFamily[])(
    '%s: every hand as cards with its result',
    async (family) => {
      const payload = payloadFor(family, 1001) as Extract<RoundPayload, { Kind: 'cards' }>;
      const view = await render(<RoundView payload={payload} />);
      // A hand is a heading (seat and result) and the list of its cards.
      expect(screenOf(view).getAllByRole('heading', { level: 4 })).toHaveLength(payload.Hands.length);
      expect(screenOf(view).getAllByRole('list')).toHaveLength(payload.Hands.length);
      expect(screenOf(view).getAllByRole('listitem')).toHaveLength(
        payload.Hands.reduce((n, h) => n + h.Cards.length, 0),
      );
      const mine = screenOf(view).getByRole('heading', { level: 4, name: /^You/ });
      expect(mine.closest('section')!.classList.contains('hand--mine')).toBe(true); // the player's hand stands out
      expect(payload.Hands.filter((h) => h.IsMine)).toHaveLength(1);
    },
  );
  it('cards: every §4 result has its label; lost opponent hands are "Incomplete information"', async () => {
    const results = ['win', 'lose', 'push', 'bust', 'fold', 'drop', 'timeoutDrop'] as const;
    const payload: RoundPayload = {
      Kind: 'cards',
      Hands: results.map((r, i) => ({
        Seat: `S${i}`,
        Cards: i === 6 ? [] : [{ Suit: 'S', Rank: 'A' }],
        HandName: '',
        Result: r,
        IsMine: i === 0,
      })),
    };
    const view = await render(<RoundView payload={payload} />);
    const labels = ['Win', 'Lose', 'Push', 'Bust', 'Fold', 'Drop', 'Timeout drop'];
    const hands = screenOf(view).getAllByRole('heading', { level: 4 });
    expect(hands.map((h, i) => within(h).getByText(labels[i]!).textContent)).toEqual(labels);
    expect(hands.map((h) => h.textContent)).toEqual([
      'YouWin',
      'S1Lose',
      'S2Push',
      'S3Bust',
      'S4Fold',
      'S5Drop',
      'S6Timeout drop',
    ]);
    expect(screenOf(view).getByRole('note').textContent).toBe('Incomplete information');
  });
  it('mines: the board with its mines and picks', async () => {
    const view = await render(
      <RoundView
        payload={{ Kind: 'mines', Mines: { Size: 25, Mines: [0, 1], Picks: [2, 1], Multiplier: 0, Busted: true } }}
      />,
    );
    const cells = screenOf(view).getAllByRole('listitem');
    expect(cells).toHaveLength(25);
    // Each cell says what it is (visually hidden text) and is styled for it.
    const hit = cells.filter((c) => c.textContent === 'Opened, mine');
    const safe = cells.filter((c) => c.textContent === 'Opened, safe');
    expect(hit).toHaveLength(1);
    expect(safe).toHaveLength(1);
    expect(cells.filter((c) => c.classList.contains('mines__cell--mine-picked'))).toEqual(hit);
    expect(cells.filter((c) => c.classList.contains('mines__cell--safe-picked'))).toEqual(safe);
    expect(view.container.textContent).toContain('Mines: 2 · Opened: 2 · ×0');
  });
  it('crash and limbo: the steps and the cash-out', async () => {
    // A round that cashed out (under the secret set above).
    const payload = payloadFor('crash', 1004) as Extract<RoundPayload, { Kind: 'steps' }>;
    const view = await render(<RoundView payload={payload} />);
    const rows = bodyRows(screenOf(view).getByRole('table'));
    expect(rows).toHaveLength(payload.Steps.length);
    const cashedOut = payload.Steps.filter((s) => s.CashOut).length;
    expect(cashedOut).toBeGreaterThan(0);
    expect(rows.filter((r) => within(r).queryByText('✓'))).toHaveLength(cashedOut);
    expect(rows.filter((r) => r.classList.contains('is-cashout'))).toEqual(
      rows.filter((r) => within(r).queryByText('✓')),
    ); // highlighted
  });
  it.each(['roulette', 'sicbo', 'dragontiger'] as GameFamily[])('%s: the outcome and the bet areas', async (family) => {
    const payload = payloadFor(family, 1005) as Extract<RoundPayload, { Kind: 'areas' }>;
    const view = await render(<RoundView payload={payload} />);
    // The outcome's words are named by the client (a code, capitalised in English), its data kept.
    const named = payload.Outcome.replace(/\b(tie|dragon|tiger)\b/, (w) => w[0]!.toUpperCase() + w.slice(1));
    expect(screenOf(view).getByText(/^Outcome:/).textContent).toBe(`Outcome: ${named}`);
    expect(bodyRows(screenOf(view).getByRole('table'))).toHaveLength(payload.Areas.length);
  });
  it('keno: 40 numbers with the hits marked', async () => {
    const view = await render(<RoundView payload={{ Kind: 'keno', Drawn: [1, 2, 3], Picked: [3, 4] }} />);
    const board = itemsOf(view, 'Board');
    expect(board).toHaveLength(40);
    expect(board.filter((e) => e.getAttribute('data-state') === 'hit').map((e) => e.textContent)).toEqual(['3']);
    expect(view.container.textContent).toContain('Matched 1 of 2');
  });
  it('plinko: the path and the slot', async () => {
    const view = await render(
      <RoundView payload={{ Kind: 'plinko', Rows: 3, Risk: 'high', Path: [1, 1, 0], Multiplier: 3.5 }} />,
    );
    expect(itemsOf(view, 'Path').map((e) => e.textContent)).toEqual(['Right', 'Right', 'Left']);
    expect(view.container.textContent).toContain('Rows: 3 · High risk · Slot: 2 · ×3.5');
  });
  it('box detail: the opened box is marked', async () => {
    const view = await render(
      <RoundView
        payload={{
          Kind: 'box',
          Box: {
            Boxes: [
              { Index: 0, Prize: 100, Opened: false },
              { Index: 1, Prize: 900, Opened: true },
            ],
          },
        }}
      />,
    );
    const opened = screenOf(view).getByRole('listitem', { current: true });
    expect(opened.textContent).toBe('900.00Opened');
    expect(opened.classList.contains('box--opened')).toBe(true); // styled as opened
    expect(screenOf(view).getAllByRole('listitem')).toHaveLength(2);
  });
  it('no payload: "No details for this round."; an unknown kind: "Incomplete information"', async () => {
    expect((await render(<RoundView payload={null} />)).container.textContent).toBe('No details for this round.');
    const unknown = await render(<RoundView payload={{ Kind: 'hologram' } as never} />);
    expect(unknown.container.textContent).toBe('Incomplete information');
    expect(screenOf(unknown).getByRole('note').textContent).toBe('Incomplete information');
  });
  it('every family of the seeded platform renders without throwing, in Thai too', async () => {
    for (const family of GAME_FAMILIES) {
      for (const seed of [1001, 1009, 1025, 1234]) {
        const view = await render(<RoundView payload={roundPayload(family, row(seed))} />, { locale: 'th' });
        expect(view.container.textContent!.length).toBeGreaterThan(0);
        view.unmount();
      }
    }
  });
});

describe('the round detail page', () => {
  const tokenFor = (apiId: number) =>
    testToken({ APIID: apiId, AID: 7, A: 'player7', UNIT: 100, CNO: 1, CSYMBOL: '₱' });
  const game = { No: 6, Id: 'royal-fishing', Name: 'Royal Fishing', Family: 'fishing' as const };
  function storeWith(apiId: number) {
    const store = createStore();
    store.set(sessionReadyAtom, true);
    store.set(tokenAtom, tokenFor(apiId));
    store.set(currencyDisplayAtom, { list: [{ No: 1, Symbol: '₱', Unit: 100, Ratio: 1 }], custom: [] });
    const r = row(1001, 2500);
    store.set(roundFamily.atomFor({ game: 6, round: r.roundIndex, logIndex: r.logIndex, locale: 'en' }), {
      status: 'ready',
      data: {
        info: {
          GameNo: 6,
          Family: 'fishing',
          RoundIndex: r.roundIndex,
          Date: r.playedAt,
          Bet: r.bet,
          Win: playedRound('fishing', r).win,
          Records: detailRecords('fishing', r),
          Payload: roundPayload('fishing', r, { fishDetailIndex: true }),
        },
        summary: null,
        boxes: null,
      },
    });
    return store;
  }
  /** The value a record shows for a label (a <dl>: term, then its definition). */
  function valueOf(view: Rendered, label: string) {
    const term = screenOf(view)
      .getAllByRole('term')
      .find((t) => t.textContent === label)!;
    const definition = term.nextElementSibling as HTMLElement;
    expect(within(definition.parentElement!).getByRole('definition')).toBe(definition);
    return definition.textContent;
  }
  it('shows the §3 labels that apply, amounts in the player currency, and the family renderer', async () => {
    const view = await render(
      <RoundDetail game={game} round={{ round: '4000123', logIndex: '4500123' }} onBack={() => undefined} />,
      { store: storeWith(3) },
    );
    const terms = await screenOf(view).findAllByRole('term');
    expect(terms.map((e) => e.textContent)).toEqual([
      'Bet number',
      'Wagers ID',
      'Round',
      'Number of games',
      'Bet',
      'Win or lose',
      'Net',
      'Paytable ID',
      'Local time',
    ]);
    expect(terms.map((e) => e.parentElement!.getAttribute('data-field'))).toEqual([
      'BetNo',
      'WagersId',
      'Round',
      'Games',
      'Bet',
      'WinLose',
      'Net',
      'PaytableId',
      'LocalTime',
    ]);
    expect(valueOf(view, 'Bet')).toBe('₱ 10.00');
    // The platform's engine decides the win; the record's net is that win less the bet.
    const net = playedRound('fishing', row(1001)).win - 1000;
    expect(valueOf(view, 'Net')).toBe(`${net < 0 ? '-' : ''}₱ ${(Math.abs(net) / 100).toFixed(2)}`);
    // The fishing renderer: its catches table.
    expect(screenOf(view).getByRole('columnheader', { name: 'Fish' })).toBeTruthy();
    // Operator 3 is not one of 1071–1075.
    expect(screenOf(view).queryByText(/^Detail round/)).toBeNull();
  });
  it('operators 1071–1075 see the fishing detail round index', async () => {
    const view = await render(
      <RoundDetail game={game} round={{ round: '4000123', logIndex: '4500123' }} onBack={() => undefined} />,
      { store: storeWith(1072) },
    );
    const line = await screenOf(view).findByText(/^Detail round:/);
    expect(line.querySelector('[data-part="detail-round"]')!.textContent).not.toBe('');
  });
  it('a failed detail shows the §8 widget with code and trace, and emits ingame-error', async () => {
    const store = storeWith(3);
    store.set(roundFamily.atomFor({ game: 6, round: '1', logIndex: '1', locale: 'en' }), {
      status: 'error',
      error: { Code: 404, Message: 'No such round', trace: 'tr-9', status: 200 },
    });
    const view = await render(
      <RoundDetail game={game} round={{ round: '1', logIndex: '1' }} onBack={() => undefined} />,
      { store },
    );
    expect((await screenOf(view).findByRole('alert')).textContent).toContain('404:tr-9');
    expect(view.events.map((e) => e.name)).toContain('ingame-error');
  });
});
