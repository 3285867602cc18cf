// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { Fairness } from '../../src/features/fairness/fairness';
import { formFromRound, toVerifyInput, EMPTY_FORM, parseWhole } from '../../src/features/fairness/fairness-form';
import { render, byRole } from './render';

function type(root: ParentNode, label: RegExp, value: string) {
  const labelEl = [...root.querySelectorAll('label')].find((l) => label.test(l.textContent ?? ''))!;
  const input = root.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(labelEl.htmlFor)}`)!;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('the verifier form (pure)', () => {
  it('fills from a platform round and turns into verify() input', () => {
    const form = formFromRound({ RoundIndex: '1', Game: 'plinko', Hash: 'SHA256', ServerSeedHash: 'h', ServerSeed: 's', ClientSeed: 'c', Nonce: 4, Options: { rows: 12, risk: 'high' }, Result: 2 });
    expect(toVerifyInput(form)).toEqual({ game: 'plinko', hash: 'SHA256', serverSeed: 's', clientSeed: 'c', nonce: 4, serverSeedHash: 'h', rows: 12, risk: 'high' });
  });
  it('an unrevealed seed leaves the field empty', () => {
    expect(formFromRound({ RoundIndex: '1', Game: 'limbo', Hash: 'SHA256', ServerSeedHash: 'h', ServerSeed: null, ClientSeed: 'c', Nonce: 0, Options: {}, Result: 1 }).serverSeed).toBe('');
  });
  it.each([['12', 12], ['0', 0], ['1e3', Number.NaN], ['-1', Number.NaN], ['1.5', Number.NaN], ['', Number.NaN]])('nonce %j parses to %d', (text, n) => {
    expect(parseWhole(text)).toBe(n);
  });
  it('crash games do not send a nonce', () => {
    expect(toVerifyInput({ ...EMPTY_FORM, game: 'crash', nonce: 'abc' }).nonce).toBe(0);
  });
});

describe('<ingame-fairness> screen', () => {
  it('verifies a published example and shows every step with a copy button', async () => {
    const view = await render(<Fairness />);
    await act(async () => {
      type(view.container, /^Server seed \(revealed\)/, 'server seed');
      type(view.container, /^Client seed/, 'client seed');
      type(view.container, /^Nonce/, '1');
    });
    await act(async () => byRole(view.container, 'button', /^Verify$/)!.click());
    expect(view.container.querySelector('output')!.textContent).toBe('1.32');
    const steps = [...view.container.querySelectorAll('.step')];
    expect(steps.map((s) => s.querySelector('.step__label')!.textContent)).toEqual(['Message', 'HMAC', 'Bytes', 'Floats', 'Formula', 'Result']);
    expect(steps.every((s) => s.querySelector('button.copy'))).toBe(true);
    expect(view.events).toContainEqual({ name: 'ingame-verified', detail: { result: 1.32, commitmentOk: null } });
  });

  it('shows pass for the right commitment and fail for a tampered seed', async () => {
    const view = await render(<Fairness />);
    const commitment = createHash('sha256').update('server seed').digest('hex');
    await act(async () => {
      type(view.container, /^Server seed \(revealed\)/, 'server seed');
      type(view.container, /^Server seed hash/, commitment);
      type(view.container, /^Client seed/, 'client seed');
    });
    await act(async () => byRole(view.container, 'button', /^Verify$/)!.click());
    expect(view.container.querySelector('.badge')!.textContent).toMatch(/matches/);
    await act(async () => type(view.container, /^Server seed \(revealed\)/, 'server seeD'));
    await act(async () => byRole(view.container, 'button', /^Verify$/)!.click());
    expect(view.container.querySelector('.badge--fail')!.textContent).toMatch(/does NOT match/);
  });

  it('says clearly what is wrong with the input, next to the field', async () => {
    const view = await render(<Fairness />);
    await act(async () => byRole(view.container, 'button', /^Verify$/)!.click());
    const alert = byRole(view.container, 'alert')!;
    expect(alert.textContent).toBe('Enter the server seed.');
    const input = view.container.querySelector<HTMLInputElement>('[aria-invalid="true"]')!;
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    await act(async () => {
      type(view.container, /^Server seed \(revealed\)/, 'x');
      type(view.container, /^Nonce/, '1e3');
    });
    await act(async () => byRole(view.container, 'button', /^Verify$/)!.click());
    expect(byRole(view.container, 'alert')!.textContent).toBe('The nonce must be a whole number, 0 or more.');
  });

  it('shows the game options of the chosen game and the mines grid', async () => {
    const view = await render(<Fairness />);
    await act(async () => type(view.container, /^Game$/, 'mines'));
    expect([...view.container.querySelectorAll('label')].map((l) => l.textContent)).toContain('Mines');
    await act(async () => {
      type(view.container, /^Server seed \(revealed\)/, 'server seed');
      type(view.container, /^Client seed/, 'client seed');
      type(view.container, /^Nonce/, '1');
      type(view.container, /^Mines$/, '3');
    });
    await act(async () => byRole(view.container, 'button', /^Verify$/)!.click());
    const mines = [...view.container.querySelectorAll('.cell')].map((c, i) => (c.classList.contains('cell--mine') ? i : -1)).filter((i) => i >= 0);
    expect(mines).toEqual([5, 15, 18]);
  });

  it('renders in Thai', async () => {
    const view = await render(<Fairness />, { locale: 'th' });
    expect(view.container.querySelector('h2')!.textContent).toBe('ตรวจสอบความยุติธรรม');
  });
});
