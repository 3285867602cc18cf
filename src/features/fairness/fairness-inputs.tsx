/**
 * The verifier's inputs: game, hash, seeds, nonce and the game's options (rows, segments, risk,
 * mines), each labelled, with the message of a refused value next to its field.
 */
import type { Dispatch, SetStateAction } from 'react';
import { useLingui } from '@lingui/react/macro';
import { optionFields, usesNonce, type FormState } from './fairness-form';
import { Field } from './fairness-field';
import { PLINKO_ROWS, WHEEL_SEGMENTS } from './fairness-games';
import { FAIR_GAMES, type VerifyInput } from './verify';

export interface VerifierFormProps {
  id: string;
  form: FormState;
  setForm: Dispatch<SetStateAction<FormState>>;
  /** The field the last verification refused, and what to tell the player about it. */
  invalid: { field: keyof VerifyInput; message: string } | null;
  onVerify(): void;
}

export function VerifierForm({ id, form, setForm, invalid, onVerify }: VerifierFormProps) {
  const { t } = useLingui();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => {
      const next = { ...f, [key]: value };
      // Expert is Plinko's alone: another game falls back to the hardest risk it has.
      return next.risk === 'expert' && next.game !== 'plinko' ? { ...next, risk: 'high' } : next;
    });
  const errorFor = (field: keyof VerifyInput) => (invalid?.field === field ? invalid.message : undefined);
  const describedBy = (field: keyof VerifyInput) => (errorFor(field) ? `${id}-${field}-error` : undefined);
  const crash = !usesNonce(form.game);
  const options = optionFields(form.game);
  return (
    <form
      className="form"
      part="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onVerify();
      }}
    >
      <Field id={`${id}-game`} label={t({ id: 'fairness.game', message: 'Game' })}>
        <select
          id={`${id}-game`}
          value={form.game}
          onChange={(e) => set('game', e.currentTarget.value as FormState['game'])}
        >
          {FAIR_GAMES.map((g) => (
            <option key={g} value={g}>
              {g === 'crash52' ? 'Crash (52-bit)' : g[0]!.toUpperCase() + g.slice(1)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="hash">
        <legend>{t({ id: 'fairness.hash', message: 'Hash' })}</legend>
        {(['SHA256', 'SHA512'] as const).map((h) => (
          <label key={h} className="radio">
            <input
              type="radio"
              name={`${id}-hash`}
              value={h}
              checked={form.hash === h}
              onChange={() => set('hash', h)}
            />{' '}
            {h}
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-serverSeed`}
        label={
          crash
            ? t({ id: 'fairness.gameHash', message: 'Game hash' })
            : t({ id: 'fairness.serverSeed', message: 'Server seed (revealed)' })
        }
        error={errorFor('serverSeed')}
      >
        <input
          id={`${id}-serverSeed`}
          className="mono"
          autoComplete="off"
          spellCheck={false}
          value={form.serverSeed}
          aria-invalid={Boolean(errorFor('serverSeed'))}
          aria-describedby={describedBy('serverSeed')}
          onChange={(e) => set('serverSeed', e.currentTarget.value)}
        />
      </Field>
      <Field
        id={`${id}-serverSeedHash`}
        label={
          crash
            ? t({ id: 'fairness.previousHash', message: 'Previous game hash (optional)' })
            : t({ id: 'fairness.serverSeedHash', message: 'Server seed hash shown before the round (optional)' })
        }
      >
        <input
          id={`${id}-serverSeedHash`}
          className="mono"
          autoComplete="off"
          spellCheck={false}
          value={form.serverSeedHash}
          onChange={(e) => set('serverSeedHash', e.currentTarget.value)}
        />
      </Field>
      <Field
        id={`${id}-clientSeed`}
        label={
          crash ? t({ id: 'fairness.salt', message: 'Salt' }) : t({ id: 'fairness.clientSeed', message: 'Client seed' })
        }
      >
        <input
          id={`${id}-clientSeed`}
          className="mono"
          autoComplete="off"
          spellCheck={false}
          value={form.clientSeed}
          onChange={(e) => set('clientSeed', e.currentTarget.value)}
        />
      </Field>
      {crash ? null : (
        <Field id={`${id}-nonce`} label={t({ id: 'fairness.nonce', message: 'Nonce' })} error={errorFor('nonce')}>
          <input
            id={`${id}-nonce`}
            inputMode="numeric"
            value={form.nonce}
            aria-invalid={Boolean(errorFor('nonce'))}
            aria-describedby={describedBy('nonce')}
            onChange={(e) => set('nonce', e.currentTarget.value)}
          />
        </Field>
      )}
      {options.includes('rows') ? (
        <Field id={`${id}-rows`} label={t({ id: 'fairness.rows', message: 'Rows' })} error={errorFor('rows')}>
          <select id={`${id}-rows`} value={form.rows} onChange={(e) => set('rows', e.currentTarget.value)}>
            {PLINKO_ROWS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {options.includes('segments') ? (
        <Field
          id={`${id}-segments`}
          label={t({ id: 'fairness.segments', message: 'Segments' })}
          error={errorFor('segments')}
        >
          <select id={`${id}-segments`} value={form.segments} onChange={(e) => set('segments', e.currentTarget.value)}>
            {WHEEL_SEGMENTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {options.includes('risk') ? (
        <Field id={`${id}-risk`} label={t({ id: 'fairness.risk', message: 'Risk' })}>
          <select
            id={`${id}-risk`}
            value={form.risk}
            onChange={(e) => set('risk', e.currentTarget.value as FormState['risk'])}
          >
            <option value="low">{t({ id: 'fairness.risk.low', message: 'Easy' })}</option>
            <option value="medium">{t({ id: 'fairness.risk.medium', message: 'Medium' })}</option>
            <option value="high">{t({ id: 'fairness.risk.high', message: 'Hard' })}</option>
            {/* Expert is Plinko's only (fairness-games.ts: PLINKO_RISKS); Wheel has three risks. */}
            {form.game === 'plinko' ? (
              <option value="expert">{t({ id: 'fairness.risk.expert', message: 'Expert' })}</option>
            ) : null}
          </select>
        </Field>
      ) : null}
      {options.includes('mines') ? (
        <Field id={`${id}-mines`} label={t({ id: 'fairness.mines', message: 'Mines' })} error={errorFor('mines')}>
          <input
            id={`${id}-mines`}
            inputMode="numeric"
            value={form.mines}
            aria-invalid={Boolean(errorFor('mines'))}
            aria-describedby={describedBy('mines')}
            onChange={(e) => set('mines', e.currentTarget.value)}
          />
        </Field>
      ) : null}
      <button type="submit" className="primary" part="verify">
        {t({ id: 'fairness.verify', message: 'Verify' })}
      </button>
    </form>
  );
}
