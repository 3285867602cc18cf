// @vitest-environment happy-dom
/**
 * The verifier's round picker against a stubbed platform: the player's rounds of a game, a picked
 * round filling the form and verified at once, one shared request for two verifiers on a page
 * (the rounds are a resource, like every feature's data), and a failing list in words.
 */
import { fireEvent } from '@testing-library/dom';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import type { FairnessRound, HistoryRecord } from '../../src/api/contract';
import { Fairness } from '../../src/features/fairness/fairness';
import { gameSettingsAtom, sessionReadyAtom, tokenAtom } from '../../src/state/session';
import { PLAYER_TOKEN } from '../helpers/jwt';
import { render, screenOf, until } from './render';

const LIMBO = 29;
const ROUND: FairnessRound = {
  RoundIndex: 'r-7',
  Game: 'limbo',
  Hash: 'SHA256',
  ServerSeedHash: createHash('sha256').update('server seed').digest('hex'),
  ServerSeed: 'server seed',
  ClientSeed: 'client seed',
  Nonce: 1,
  Options: {},
  Result: 1.32,
};
const RECORD: HistoryRecord = {
  Type: 0,
  RoundIndex: 'r-7',
  LogIndex: 'l-7',
  Date: Date.UTC(2026, 0, 2, 3, 4, 5),
  GameNo: LIMBO,
  Bet: 100,
  Win: 132,
  PreMoney: 1000,
  PostMoney: 1032,
};

let listAnswer: { Code: number; Data: unknown };
let requests: string[];
function platform(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  requests.push(url.pathname);
  const json = (body: { Code: number; Data: unknown }) =>
    Promise.resolve(new Response(JSON.stringify({ Message: '', ...body }), { headers: { 'x-trace': 'tr-9' } }));
  if (url.pathname.endsWith('/get-history-record')) return json(listAnswer);
  if (url.pathname === '/api/fairness/steps') return json({ Code: 0, Data: ROUND });
  return json({ Code: 1004, Data: null });
}

function signedIn() {
  const store = createStore();
  store.set(sessionReadyAtom, true);
  store.set(tokenAtom, PLAYER_TOKEN);
  store.set(gameSettingsAtom, [{ No: LIMBO, Id: 'limbo', Name: 'Limbo', Family: 'limbo' }]);
  return store;
}

beforeEach(() => {
  listAnswer = { Code: 0, Data: { Total: 1, Records: [RECORD] } };
  requests = [];
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => PLAYER_TOKEN, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<ingame-fairness> round picker', () => {
  it("lists the player's rounds of the chosen game; a picked round fills the form and is verified", async () => {
    const view = await render(<Fairness />, { store: signedIn() });
    fireEvent.change(screenOf(view).getByLabelText('Game', { selector: '[id$="-pickgame"]' }), {
      target: { value: String(LIMBO) },
    });
    const roundSelect = (await until(() => {
      const select = screenOf(view).getByLabelText('Round') as HTMLSelectElement;
      return select.options.length > 1 && select;
    })) as HTMLSelectElement;
    expect(roundSelect.options[1]!.textContent).toMatch(/^r-7 · 2026\/01\/02/);
    fireEvent.change(roundSelect, { target: { value: 'r-7' } });
    const result = await until(() => view.container.querySelector('[part="result"]'));
    expect(result.textContent).toBe('1.32');
    expect((screenOf(view).getByLabelText(/^Client seed/) as HTMLInputElement).value).toBe('client seed');
    expect(view.container.querySelector('[part="commitment"]')!.className).toContain('badge--pass');
    expect(view.events).toContainEqual({ name: 'ingame-verified', detail: { result: 1.32, commitmentOk: true } });
  });

  it('loads the round named by the game and round attributes at once', async () => {
    const view = await render(<Fairness game={LIMBO} round="r-7" />, { store: signedIn() });
    const result = await until(() => view.container.querySelector('[part="result"]'));
    expect(result.textContent).toBe('1.32');
    expect(requests).toContain('/api/fairness/steps');
  });

  it("two verifiers on one page share one request for a game's rounds", async () => {
    const store = signedIn();
    const first = await render(<Fairness game={LIMBO} />, { store });
    const second = await render(<Fairness game={LIMBO} />, { store });
    for (const view of [first, second])
      await until(() => (screenOf(view).getByLabelText('Round') as HTMLSelectElement).options.length > 1);
    expect(requests.filter((p) => p.endsWith('/get-history-record'))).toHaveLength(1);
  });

  it('a failing round list shows the §8 notice and emits ingame-error', async () => {
    listAnswer = { Code: 1005, Data: null };
    const view = await render(<Fairness game={LIMBO} />, { store: signedIn() });
    const alert = await until(() => view.container.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('1005:tr-9');
    expect(view.events.map((e) => e.name)).toContain('ingame-error');
    expect((screenOf(view).getByLabelText('Round') as HTMLSelectElement).disabled).toBe(true);
  });
});
