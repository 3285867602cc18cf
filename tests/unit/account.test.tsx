// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { Account } from '../../src/features/account/account';
import { nicknameFamily, type NicknameState } from '../../src/features/account/account.api';
import { sessionReadyAtom, tokenAtom } from '../../src/state/session';
import { byRole, render } from './render';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = `${b64({ alg: 'HS256' })}.${b64({ APIID: 3, AID: 7, A: 'tada_3_007' })}.sig`;

function signedIn(nickname: NicknameState | null) {
  const store = createStore();
  store.set(sessionReadyAtom, true);
  store.set(tokenAtom, token);
  if (nickname) store.set(nicknameFamily.atomFor(token), { status: 'ready', data: nickname });
  return store;
}

describe('<ingame-account>', () => {
  it('shows Guest to an anonymous visitor', async () => {
    const store = createStore();
    store.set(sessionReadyAtom, true);
    const view = await render(<Account />, { store });
    expect(view.container.textContent).toBe('Guest');
  });
  it('shows the account and the nickname, without a create button once it exists', async () => {
    const view = await render(<Account />, { store: signedIn({ enabled: true, nickname: 'Ace77', has: true, error: null }) });
    expect(view.container.querySelector('[part="nickname"]')!.textContent).toBe('Ace77');
    expect(view.container.querySelector('[part="account"]')!.textContent).toBe('tada_3_007');
    expect(view.container.querySelector('[part="create"]')).toBeNull();
  });
  it('offers nickname creation only when the operator has nicknames and there is none', async () => {
    const disabled = await render(<Account />, { store: signedIn({ enabled: false, nickname: '', has: false, error: null }) });
    expect(disabled.container.querySelector('[part="create"]')).toBeNull();
    const failed = await render(<Account />, { store: signedIn({ enabled: true, nickname: '', has: false, error: { Code: 500, Message: 'x', trace: '', status: 500 } }) });
    expect(failed.container.querySelector('[part="create"]')).toBeNull();
    const open = await render(<Account />, { store: signedIn({ enabled: true, nickname: '', has: false, error: null }) });
    expect(open.container.querySelector('[part="create"]')!.textContent).toBe('Create nickname');
  });
  it('checks the §5 rule before sending anything', async () => {
    const view = await render(<Account />, { store: signedIn({ enabled: true, nickname: '', has: false, error: null }) });
    await act(async () => (view.container.querySelector('[part="create"]') as HTMLButtonElement).click());
    const input = view.container.querySelector('dialog input') as HTMLInputElement;
    const setValue = (v: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    for (const [value, message] of [['', 'Enter a nickname.'], ['EightChr', 'The format is incorrect, please re-enter.'], ['ab cd', 'The format is incorrect, please re-enter.']]) {
      await act(async () => setValue(value!));
      await act(async () => byRole(view.container, 'button', /^Create$/)!.click());
      expect(byRole(view.container, 'alert')!.textContent).toBe(message);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
  });
  it('is a dialog labelled by its title', async () => {
    const view = await render(<Account />, { store: signedIn({ enabled: true, nickname: '', has: false, error: null }) });
    const dialog = view.container.querySelector('dialog')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent ?? dialog.querySelector('h2')!.textContent).toBe('Create your nickname');
  });
});
