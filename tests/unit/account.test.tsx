// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { Account } from '../../src/features/account/account';
import { nicknameFamily, type NicknameState } from '../../src/features/account/account.api';
import { sessionReadyAtom, tokenAtom } from '../../src/state/session';
import { render, screenOf } from './render';
import { PLAYER_TOKEN } from '../helpers/jwt';

const token = PLAYER_TOKEN;

function signedIn(nickname: NicknameState | null) {
  const store = createStore();
  store.set(sessionReadyAtom, true);
  store.set(tokenAtom, token);
  if (nickname) store.set(nicknameFamily.atomFor(token), { status: 'ready', data: nickname });
  return store;
}

describe('<ingame-account>', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('shows Guest to an anonymous visitor', async () => {
    const store = createStore();
    store.set(sessionReadyAtom, true);
    const view = await render(<Account />, { store });
    expect(screenOf(view).getByText('Guest')).toBeTruthy();
    expect(view.container.textContent).toBe('Guest');
  });
  it('shows the account and the nickname, without a create button once it exists', async () => {
    const view = await render(<Account />, {
      store: signedIn({ enabled: true, nickname: 'Ace77', has: true, error: null }),
    });
    const screen = screenOf(view);
    // Found by what the player reads; the parts are the element's public styling API.
    expect(screen.getByText('Ace77').getAttribute('part')).toBe('nickname');
    expect(screen.getByText('tada_3_007').getAttribute('part')).toBe('account');
    expect(screen.queryByRole('button', { name: 'Create nickname' })).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
  it('offers nickname creation only when the operator has nicknames and there is none', async () => {
    const disabled = await render(<Account />, {
      store: signedIn({ enabled: false, nickname: '', has: false, error: null }),
    });
    expect(screenOf(disabled).queryByRole('button', { name: 'Create nickname' })).toBeNull();
    expect(screenOf(disabled).queryAllByRole('button')).toEqual([]);
    const failed = await render(<Account />, {
      store: signedIn({
        enabled: true,
        nickname: '',
        has: false,
        error: { Code: 500, Message: 'x', trace: '', status: 500 },
      }),
    });
    expect(screenOf(failed).queryByRole('button', { name: 'Create nickname' })).toBeNull();
    expect(screenOf(failed).queryAllByRole('button')).toEqual([]);
    const open = await render(<Account />, {
      store: signedIn({ enabled: true, nickname: '', has: false, error: null }),
    });
    expect(screenOf(open).getByRole('button', { name: 'Create nickname' }).getAttribute('part')).toBe('create');
  });
  it('checks the §5 rule before sending anything', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('nothing may be sent')));
    vi.stubGlobal('fetch', fetch);
    const view = await render(<Account />, {
      store: signedIn({ enabled: true, nickname: '', has: false, error: null }),
    });
    fireEvent.click(screenOf(view).getByRole('button', { name: 'Create nickname' }));
    const dialog = within(screenOf(view).getByRole('dialog', { name: 'Create your nickname' }));
    const input = dialog.getByRole('textbox', { name: 'Nickname' });
    for (const [value, message] of [
      ['', 'Enter a nickname.'],
      ['EightChr', 'The format is incorrect, please re-enter.'],
      ['ab cd', 'The format is incorrect, please re-enter.'],
    ]) {
      fireEvent.input(input, { target: { value } });
      expect((input as HTMLInputElement).value).toBe(value);
      fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
      expect(dialog.getByRole('alert').textContent).toBe(message);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(fetch).not.toHaveBeenCalled();
  });
  it('is a dialog labelled by its title', async () => {
    const view = await render(<Account />, {
      store: signedIn({ enabled: true, nickname: '', has: false, error: null }),
    });
    fireEvent.click(screenOf(view).getByRole('button', { name: 'Create nickname' }));
    const dialog = screenOf(view).getByRole('dialog', { name: 'Create your nickname' });
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Create your nickname');
  });
});
