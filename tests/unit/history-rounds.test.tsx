// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import type { GameFamily, RoundPayload } from '../../src/api/contract';
import { RoundView } from '../../src/features/history/rounds/round-view';
import { RoundDetail } from '../../src/features/history/round-detail';
import { roundFamily } from '../../src/features/history/history.api';
import { currencyDisplayAtom, sessionReadyAtom, tokenAtom } from '../../src/state/session';
import { roundPayload, detailRecords, type RoundRow } from '../../demo/server/round-detail';
import { render, waitFor } from './render';

const HOSTILE = '<img src=x onerror=alert(1)> $& {0}';
const row = (seed: number, win = 500): RoundRow => ({ roundIndex: '4000123', logIndex: '4500123', gameNo: 6, playedAt: Date.UTC(2026, 10, 15, 12), bet: 1000, win, seed });
/** The platform's own payload for a family (a seed that has details and, for cards, all hands). */
function payloadFor(family: GameFamily, seed = 1001): RoundPayload {
  return roundPayload(family, row(seed), { fishDetailIndex: true })!;
}
const q = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];

describe('round renderers per family', () => {
  it('slots: one grid per spin, base game first', async () => {
    const payload = { Kind: 'plate', Plates: [
      { Plate: 'AKQJTWSBGRAKQJT', SymbolLength: 1, PlateNumStr: ',,,,,,,25,,,,,,,', Columns: 5, Rows: 3, Win: 500, Step: 0 },
      { Plate: 'WWWWWAAAAAKKKKK', SymbolLength: 1, PlateNumStr: '', Columns: 5, Rows: 3, Win: 0, Step: 1 },
    ] } as RoundPayload;
    const view = await render(<RoundView payload={payload} />);
    const grids = q(view.container, '.plate__grid');
    expect(grids).toHaveLength(2);
    expect(q(grids[0]!, 'tr')).toHaveLength(3);
    expect(q(grids[0]!, 'td')).toHaveLength(15);
    expect(q(view.container, 'figcaption').map((c) => c.textContent)).toEqual(['Base game · Win 500.00', 'Free game 1 · Win 0.00']);
    expect(grids[0]!.querySelector('.plate__number')!.textContent).toBe('25');
    expect(view.container.textContent).not.toContain('Incomplete information');
  });
  it('slots: a malformed plate says "Incomplete information" and shows what it could read', async () => {
    const view = await render(<RoundView payload={{ Kind: 'plate', Plates: [{ Plate: 'AK?', SymbolLength: 0 } as never] }} />);
    expect(view.container.textContent).toContain('Incomplete information');
    expect(q(view.container, 'td')).toHaveLength(3);
    expect(view.container.querySelector('.plate__cell--unknown')!.textContent).toBe('?');
  });
  it('bingo: balls per card and bonus rounds as nested cards', async () => {
    const payload = payloadFor('bingo', 1234) as Extract<RoundPayload, { Kind: 'bingo' }>;
    const view = await render(<RoundView payload={payload} />);
    type Card = (typeof payload.Cards)[number];
    const countBalls = (cards: Card[]): number => cards.reduce((n, c) => n + c.Balls.length + c.Bonus.reduce((m, b) => m + countBalls(b.Cards), 0), 0);
    const countCards = (cards: Card[]): number => cards.reduce((n, c) => n + 1 + c.Bonus.reduce((m, b) => m + countCards(b.Cards), 0), 0);
    expect(q(view.container, '.ball')).toHaveLength(countBalls(payload.Cards));
    expect(q(view.container, '.bingo-card')).toHaveLength(countCards(payload.Cards));
  });
  it('fishing: catches, item cards with the 192 exception, and the detail round index only when shown', async () => {
    const payload: RoundPayload = { Kind: 'fishing', Catches: [{ Fish: HOSTILE, Multiplier: 50, Shots: 3, Win: 5000 }], ItemCards: ['1192412'], DetailRoundIndex: '9-F1' };
    const shown = await render(<RoundView payload={payload} showFishDetailIndex />);
    expect(shown.container.querySelector('[data-part="detail-round"]')!.textContent).toBe('9-F1');
    expect(shown.container.querySelector('.fish-card')!.textContent).toBe('1192412 Game 9 · Premium · serial 12');
    // Server text is text: the markup is shown, never parsed.
    expect(shown.container.querySelector('tbody td')!.textContent).toBe(HOSTILE);
    expect(shown.container.querySelector('img')).toBeNull();
    const hidden = await render(<RoundView payload={payload} />);
    expect(hidden.container.querySelector('[data-part="detail-round"]')).toBeNull();
  });
  it.each(['teenpatti', 'rummy', 'blackjack', 'baccarat', 'niuniu'] as GameFamily[])('%s: every hand as cards with its result', async (family) => {
    const payload = payloadFor(family, 1001) as Extract<RoundPayload, { Kind: 'cards' }>;
    const view = await render(<RoundView payload={payload} />);
    expect(q(view.container, '.hand')).toHaveLength(payload.Hands.length);
    expect(q(view.container, '.playing-card')).toHaveLength(payload.Hands.reduce((n, h) => n + h.Cards.length, 0));
    expect(view.container.querySelector('.hand--mine h4')!.textContent).toMatch(/^You/);
  });
  it('cards: every §4 result has its label; lost opponent hands are "Incomplete information"', async () => {
    const results = ['win', 'lose', 'push', 'bust', 'fold', 'drop', 'timeoutDrop'] as const;
    const payload: RoundPayload = { Kind: 'cards', Hands: results.map((r, i) => ({ Seat: `S${i}`, Cards: i === 6 ? [] : [{ Suit: 'S', Rank: 'A' }], HandName: '', Result: r, IsMine: i === 0 })) };
    const view = await render(<RoundView payload={payload} />);
    expect(q(view.container, '.result').map((e) => e.textContent)).toEqual(['Win', 'Lose', 'Push', 'Bust', 'Fold', 'Drop', 'Timeout drop']);
    expect(view.container.textContent).toContain('Incomplete information');
  });
  it('mines: the board with its mines and picks', async () => {
    const view = await render(<RoundView payload={{ Kind: 'mines', Mines: { Size: 25, Mines: [0, 1], Picks: [2, 1], Multiplier: 0, Busted: true } }} />);
    expect(q(view.container, '.mines__cell')).toHaveLength(25);
    expect(q(view.container, '.mines__cell--mine-picked')).toHaveLength(1);
    expect(q(view.container, '.mines__cell--safe-picked')).toHaveLength(1);
    expect(view.container.textContent).toContain('2 mines · 2 picks');
  });
  it('crash and limbo: the steps and the cash-out', async () => {
    const payload = payloadFor('crash', 1003) as Extract<RoundPayload, { Kind: 'steps' }>;
    const view = await render(<RoundView payload={payload} />);
    expect(q(view.container, 'tbody tr')).toHaveLength(payload.Steps.length);
    expect(q(view.container, '.is-cashout')).toHaveLength(payload.Steps.filter((s) => s.CashOut).length);
  });
  it.each(['roulette', 'sicbo', 'dragontiger'] as GameFamily[])('%s: the outcome and the bet areas', async (family) => {
    const payload = payloadFor(family, 1005) as Extract<RoundPayload, { Kind: 'areas' }>;
    const view = await render(<RoundView payload={payload} />);
    expect(view.container.querySelector('.round__outcome strong')!.textContent).toBe(payload.Outcome);
    expect(q(view.container, 'tbody tr')).toHaveLength(payload.Areas.length);
  });
  it('keno: 40 numbers with the hits marked', async () => {
    const view = await render(<RoundView payload={{ Kind: 'keno', Drawn: [1, 2, 3], Picked: [3, 4] }} />);
    expect(q(view.container, '.keno__cell')).toHaveLength(40);
    expect(q(view.container, '[data-state="hit"]').map((e) => e.textContent)).toEqual(['3']);
    expect(view.container.textContent).toContain('1 hits of 2 picks');
  });
  it('plinko: the path and the slot', async () => {
    const view = await render(<RoundView payload={{ Kind: 'plinko', Rows: 3, Risk: 'high', Path: [1, 1, 0], Multiplier: 3.5 }} />);
    expect(q(view.container, '.plinko__step').map((e) => e.textContent)).toEqual(['Right', 'Right', 'Left']);
    expect(view.container.textContent).toContain('slot 2 · ×3.5');
  });
  it('box detail: the opened box is marked', async () => {
    const view = await render(<RoundView payload={{ Kind: 'box', Box: { Boxes: [{ Index: 0, Prize: 100, Opened: false }, { Index: 1, Prize: 900, Opened: true }] } }} />);
    expect(view.container.querySelector('.box--opened')!.textContent).toBe('900.00Opened');
  });
  it('no payload: "No details for this round."; an unknown kind: "Incomplete information"', async () => {
    expect((await render(<RoundView payload={null} />)).container.textContent).toBe('No details for this round.');
    expect((await render(<RoundView payload={{ Kind: 'hologram' } as never} />)).container.textContent).toBe('Incomplete information');
  });
  it('every family of the seeded platform renders without throwing, in Thai too', async () => {
    const families: GameFamily[] = ['slot', 'fishing', 'teenpatti', 'rummy', 'tongits', 'pusoy', 'blackjack', 'baccarat', 'poker5', 'videopoker', 'niuniu', 'threecard', 'bicho', 'roulette', 'sicbo', 'dragontiger', 'keno', 'bingo', 'plinko', 'crash', 'limbo', 'mines', 'scratch', 'colorprediction', 'cockfight', 'wheel'];
    for (const family of families) {
      for (const seed of [1001, 1009, 1025, 1234]) {
        const view = await render(<RoundView payload={roundPayload(family, row(seed))} />, { locale: 'th' });
        expect(view.container.textContent!.length).toBeGreaterThan(0);
        view.unmount();
      }
    }
  });
});

describe('the round detail page', () => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const tokenFor = (apiId: number) => `${b64({ alg: 'HS256' })}.${b64({ APIID: apiId, AID: 7, A: 'player7', UNIT: 100, CNO: 1, CSYMBOL: '₱' })}.sig`;
  const game = { No: 6, Id: 'royal-fishing', Name: 'Royal Fishing', Family: 'fishing' as const };
  function storeWith(apiId: number) {
    const store = createStore();
    store.set(sessionReadyAtom, true);
    store.set(tokenAtom, tokenFor(apiId));
    store.set(currencyDisplayAtom, { list: [{ No: 1, Symbol: '₱', Unit: 100, Ratio: 1 }], custom: [] });
    const r = row(1001, 2500);
    store.set(roundFamily.atomFor({ game: 6, round: r.roundIndex, logIndex: r.logIndex, locale: 'en' }), {
      status: 'ready',
      data: { info: { GameNo: 6, Family: 'fishing', RoundIndex: r.roundIndex, Date: r.playedAt, Bet: r.bet, Win: r.win, Records: detailRecords('fishing', r), Payload: roundPayload('fishing', r, { fishDetailIndex: true }) }, summary: null, boxes: null },
    });
    return store;
  }
  it('shows the §3 labels that apply, amounts in the player currency, and the family renderer', async () => {
    const view = await render(<RoundDetail game={game} round={{ round: '4000123', logIndex: '4500123' }} onBack={() => undefined} />, { store: storeWith(3) });
    await waitFor(() => view.container.querySelector('.records'));
    const fields = q(view.container, '.records [data-field]').map((e) => e.getAttribute('data-field'));
    expect(fields).toEqual(['BetNo', 'WagersId', 'Round', 'Games', 'Bet', 'WinLose', 'Net', 'PaytableId', 'LocalTime']);
    expect(view.container.querySelector('[data-field="Bet"] dd')!.textContent).toBe('₱ 10.00');
    expect(view.container.querySelector('[data-field="Net"] dd')!.textContent).toBe('₱ 15.00');
    expect(view.container.querySelector('.round--fishing')).not.toBeNull();
    // Operator 3 is not one of 1071–1075.
    expect(view.container.querySelector('[data-part="detail-round"]')).toBeNull();
  });
  it('operators 1071–1075 see the fishing detail round index', async () => {
    const view = await render(<RoundDetail game={game} round={{ round: '4000123', logIndex: '4500123' }} onBack={() => undefined} />, { store: storeWith(1072) });
    await waitFor(() => view.container.querySelector('[data-part="detail-round"]'));
  });
  it('a failed detail shows the §8 widget with code and trace, and emits ingame-error', async () => {
    const store = storeWith(3);
    store.set(roundFamily.atomFor({ game: 6, round: '1', logIndex: '1', locale: 'en' }), { status: 'error', error: { Code: 404, Message: 'No such round', trace: 'tr-9', status: 200 } });
    const view = await render(<RoundDetail game={game} round={{ round: '1', logIndex: '1' }} onBack={() => undefined} />, { store });
    expect(view.container.querySelector('.error-notice')!.textContent).toContain('404:tr-9');
    expect(view.events.map((e) => e.name)).toContain('ingame-error');
  });
});
