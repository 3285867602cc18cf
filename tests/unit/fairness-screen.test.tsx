// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { Fairness } from '../../src/features/fairness/fairness';
import { formFromRound, toVerifyInput, EMPTY_FORM, parseWhole } from '../../src/features/fairness/fairness-form';
import { render, screenOf, type Rendered } from './render';

/** Type into (or choose in) the field with this label, as the player would. */
function type(view: Rendered, label: RegExp, value: string) {
  const field = screenOf(view).getByLabelText(label);
  if (field instanceof HTMLSelectElement) fireEvent.change(field, { target: { value } });
  else fireEvent.input(field, { target: { value } });
  expect((field as HTMLInputElement | HTMLSelectElement).value).toBe(value);
}
const verify = (view: Rendered) => fireEvent.click(screenOf(view).getByRole('button', { name: 'Verify' }));

describe('the verifier form (pure)', () => {
  it('fills from a platform round and turns into verify() input', () => {
    const form = formFromRound({
      RoundIndex: '1',
      Game: 'plinko',
      Hash: 'SHA256',
      ServerSeedHash: 'h',
      ServerSeed: 's',
      ClientSeed: 'c',
      Nonce: 4,
      Options: { rows: 12, risk: 'high' },
      Result: 2,
    });
    expect(toVerifyInput(form)).toEqual({
      game: 'plinko',
      hash: 'SHA256',
      serverSeed: 's',
      clientSeed: 'c',
      nonce: 4,
      serverSeedHash: 'h',
      rows: 12,
      risk: 'high',
    });
  });
  it('an unrevealed seed leaves the field empty', () => {
    expect(
      formFromRound({
        RoundIndex: '1',
        Game: 'limbo',
        Hash: 'SHA256',
        ServerSeedHash: 'h',
        ServerSeed: null,
        ClientSeed: 'c',
        Nonce: 0,
        Options: {},
        Result: 1,
      }).serverSeed,
    ).toBe('');
  });
  it.each([
    ['12', 12],
    ['0', 0],
    ['1e3', Number.NaN],
    ['-1', Number.NaN],
    ['1.5', Number.NaN],
    ['', Number.NaN],
  ])('nonce %j parses to %d', (text, n) => {
    expect(parseWhole(text)).toBe(n);
  });
  it('crash games do not send a nonce', () => {
    expect(toVerifyInput({ ...EMPTY_FORM, game: 'crash', nonce: 'abc' }).nonce).toBe(0);
  });
});

describe('<ingame-fairness> screen', () => {
  it('verifies a published example and shows every step with a copy button', async () => {
    const view = await render(<Fairness />);
    type(view, /^Server seed \(revealed\)/, 'server seed');
    type(view, /^Client seed/, 'client seed');
    type(view, /^Nonce/, '1');
    verify(view);
    // <output> is a status: the only one here, as no commitment was given.
    const result = screenOf(view).getByRole('status');
    expect(result.tagName).toBe('OUTPUT');
    expect(result.textContent).toBe('1.32');
    const steps = within(screenOf(view).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.firstElementChild!.textContent)).toEqual([
      'Message',
      'HMAC',
      'Bytes',
      'Floats',
      'Formula',
      'Result',
    ]);
    expect(steps.every((s) => within(s).queryByRole('button', { name: 'Copy' }))).toBe(true);
    expect(view.events).toContainEqual({ name: 'ingame-verified', detail: { result: 1.32, commitmentOk: null } });
  });

  it('shows pass for the right commitment and fail for a tampered seed', async () => {
    const view = await render(<Fairness />);
    const commitment = createHash('sha256').update('server seed').digest('hex');
    type(view, /^Server seed \(revealed\)/, 'server seed');
    type(view, /^Server seed hash/, commitment);
    type(view, /^Client seed/, 'client seed');
    verify(view);
    const pass = screenOf(view).getByText(/matches/);
    expect(pass.getAttribute('role')).toBe('status');
    expect(pass.classList.contains('badge--pass')).toBe(true); // styled as a pass
    type(view, /^Server seed \(revealed\)/, 'server seeD');
    verify(view);
    const fail = screenOf(view).getByText(/does NOT match/);
    expect(fail.getAttribute('role')).toBe('status');
    expect(fail.classList.contains('badge--fail')).toBe(true); // styled as a failure
    expect(screenOf(view).queryByText(/matches/)).toBeNull();
  });

  it('says clearly what is wrong with the input, next to the field', async () => {
    const view = await render(<Fairness />);
    verify(view);
    const alert = screenOf(view).getByRole('alert');
    expect(alert.textContent).toBe('Enter the server seed.');
    // The field is invalid and described by the message (aria-describedby).
    const input = screenOf(view).getByRole('textbox', { description: 'Enter the server seed.' });
    expect(input).toBe(screenOf(view).getByLabelText(/^Server seed \(revealed\)/));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    type(view, /^Server seed \(revealed\)/, 'x');
    type(view, /^Nonce/, '1e3');
    verify(view);
    expect(screenOf(view).getByRole('alert').textContent).toBe('The nonce must be a whole number, 0 or more.');
    expect(
      screenOf(view)
        .getByRole('textbox', { name: /^Nonce/, description: 'The nonce must be a whole number, 0 or more.' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it("offers Plinko's expert risk, and only for Plinko (Wheel has three risks)", async () => {
    const view = await render(<Fairness />);
    const risks = () =>
      Array.from((screenOf(view).getByLabelText(/^Risk$/) as HTMLSelectElement).options, (o) => o.value);
    type(view, /^Game$/, 'plinko');
    expect(risks()).toEqual(['low', 'medium', 'high', 'expert']);
    type(view, /^Risk$/, 'expert');
    type(view, /^Game$/, 'wheel');
    expect(risks()).toEqual(['low', 'medium', 'high']);
    expect((screenOf(view).getByLabelText(/^Risk$/) as HTMLSelectElement).value).toBe('high');
  });

  it('shows the game options of the chosen game and the mines grid', async () => {
    const view = await render(<Fairness />);
    expect(screenOf(view).queryByLabelText(/^Mines$/)).toBeNull();
    type(view, /^Game$/, 'mines');
    expect(screenOf(view).getByLabelText(/^Mines$/)).toBeTruthy();
    type(view, /^Server seed \(revealed\)/, 'server seed');
    type(view, /^Client seed/, 'client seed');
    type(view, /^Nonce/, '1');
    type(view, /^Mines$/, '3');
    verify(view);
    // The grid is one image to assistive tech; its cells show the mines by their style.
    const grid = screenOf(view).getByRole('img', { name: 'Mine positions' });
    const mines = [...grid.children].map((c, i) => (c.classList.contains('cell--mine') ? i : -1)).filter((i) => i >= 0);
    expect(mines).toEqual([5, 15, 18]);
  });

  it('renders in Thai', async () => {
    const view = await render(<Fairness />, { locale: 'th' });
    expect(screenOf(view).getByRole('heading', { level: 2 }).textContent).toBe('ตรวจสอบความยุติธรรม');
    expect(screenOf(view).getByRole('region', { name: 'ตรวจสอบความยุติธรรม' })).toBeTruthy();
  });
});
