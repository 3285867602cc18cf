// @vitest-environment happy-dom
/**
 * §8 at the API edge, one case per kind of call: a success envelope whose `Data` has the wrong
 * shape (what the platform's `wrongTypes` fault sends) must never throw into render. Start-up
 * calls keep their documented default; a screen's call shows the §8 widget with 5001; a lobby
 * element shows its inline error; the player's own data (account) is still shown.
 */
import { waitFor } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import { CODES } from '../../src/api/contract';
import { DEFAULT_CONFIG } from '../../src/core/config';
import type { CookieJar } from '../../src/core/cookies';
import { Account } from '../../src/features/account/account';
import { History } from '../../src/features/history/history';
import { Marquee } from '../../src/features/marquee/marquee';
import {
  configAtom,
  gameGroupsAtom,
  gameSettingsAtom,
  identityAtom,
  sessionReadyAtom,
  tokenAtom,
  userApiInfoAtom,
} from '../../src/state/session';
import { ensureSession } from '../../src/state/startup';
import { render, screenOf } from './render';
import { PLAYER_TOKEN } from '../helpers/jwt';

const TOKEN = PLAYER_TOKEN;

/** Paths (by suffix) that answer `Code: 0` with `Data: "oops"`; every other call answers well. */
let wrong: string[] = [];
const good: Record<string, unknown> = {
  '/game-setting/game-info-list': [{ No: 1, Id: 'fortune-gems', Name: 'Fortune Gems', Family: 'slot' }],
  '/game-group': [],
  '/currency-display': [],
  '/currency-display/customize': [],
  '/token': { Token: TOKEN },
  '/member/nickname': { Nickname: 'Lucky', IsSet: true },
  '/game-setting/is-enable/NickNameEnable': { IsEnable: true },
};
function platform(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const path = url.pathname.replace(/^\/api/, '');
  const envelope = (Data: unknown) =>
    Promise.resolve(new Response(JSON.stringify({ Code: 0, Data, Message: '' }), { headers: { 'x-trace': 'tr-1' } }));
  if (wrong.some((suffix) => path.endsWith(suffix))) return envelope('oops');
  const known = Object.keys(good).find((p) => path === p || path.startsWith(`${p}/`));
  return known ? envelope(good[known]) : envelope(null);
}

beforeEach(() => {
  wrong = [];
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => TOKEN, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedIn() {
  const store = createStore();
  store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
  store.set(tokenAtom, TOKEN);
  store.set(gameSettingsAtom, good['/game-setting/game-info-list'] as never);
  store.set(userApiInfoAtom, { Timezone: 0 } as never);
  store.set(sessionReadyAtom, true);
  return store;
}

const memoryJar = (): CookieJar => ({
  context: { crossSiteFrame: false, secureContext: false },
  read: () => ({}),
  write: () => {},
  clear: () => {},
});

describe('a wrong-shaped Data never blanks an element (§8)', () => {
  it('start-up calls (silent, §4): the session still starts and keeps the documented defaults', async () => {
    wrong = ['/game-setting/game-info-list', '/game-group', '/game-setting/user-api-info/3'];
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test/api', apiId: 3, languageHost: null });
    await ensureSession(store, { cookies: memoryJar(), entry: { gameToken: 'game-token' } as never });
    expect(store.get(sessionReadyAtom)).toBe(true);
    expect(store.get(tokenAtom)).toBe(TOKEN);
    expect(store.get(gameSettingsAtom)).toEqual([]);
    expect(store.get(gameGroupsAtom)).toEqual([]);
    expect(store.get(userApiInfoAtom)).toBeNull();
  });

  it('a screen call (history list): the §8 widget with the client code 5001, and an ingame-error event', async () => {
    wrong = ['/get-history-record'];
    const view = await render(<History game="1" />, { store: signedIn() });
    const notice = await screenOf(view).findByRole('alert');
    expect(notice.textContent).toMatch(new RegExp(`${CODES.MALFORMED_RESPONSE}:`));
    expect(
      view.events.some(
        (e) => e.name === 'ingame-error' && (e.detail as { Code: number }).Code === CODES.MALFORMED_RESPONSE,
      ),
    ).toBe(true);
  });

  it('a lobby element (marquee): its inline error with 5001 instead of an empty or broken strip', async () => {
    wrong = ['/marquee/3/en-US'];
    const view = await render(<Marquee />, { store: signedIn() });
    const notice = await screenOf(view).findByRole('alert');
    expect(notice.textContent).toMatch(/5001:/);
  });

  it("the player's own data (account): the account name stays when the nickname answer is wrong", async () => {
    wrong = ['/member/nickname'];
    const store = signedIn();
    const view = await render(<Account />, { store });
    const account = store.get(identityAtom)!.account;
    await screenOf(view).findByText(account);
    // Wait until the nickname answer has been read (and refused), then let React settle.
    const asked = () => vi.mocked(fetch).mock.calls.some(([input]) => String(input).endsWith('/member/nickname'));
    await waitFor(() => expect(asked()).toBe(true));
    await act(async () => {});
    expect(screenOf(view).getByText(account).getAttribute('part')).toBe('account');
    expect(view.container.querySelector('[part="nickname"]')).toBeNull();
  });
});
