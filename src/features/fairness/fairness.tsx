/**
 * <ingame-fairness>: recompute a provably-fair round and show every step. Verification runs
 * locally (works offline once loaded); the platform is asked only to pick one of the player's
 * rounds (GET /fairness/steps), never to confirm the answer.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { call, toApiError } from '../../api/client';
import { readFairnessRound, readHistoryPage, type FairnessRound, type HistoryRecord } from '../../api/contract';
import { formatDateTime } from '../../core/format';
import { API_LANG } from '../../i18n/locales';
import { gameSettingsAtom, isAuthenticatedAtom, timezoneOffsetAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { ErrorNotice } from '../../ui/error-notice';
import { FAIR_FAMILIES } from './verify';
import { EMPTY_FORM, formFromRound, optionFields, toVerifyInput, usesNonce, type FormState } from './fairness-form';
import { PLINKO_ROWS, WHEEL_SEGMENTS } from './fairness-games';
import { FAIR_GAMES, verify, VerifyError, type StepKey, type VerifyInput, type VerifyOutput } from './verify';
import css from './fairness.css?inline';
import { fairnessCatalog } from './fairness.catalog';
import { FeatureScope } from '../../ui/feature-scope';

export interface FairnessProps {
  /** Game number to pick rounds from. */
  game?: number;
  /** A round to load at once (with `game`). */
  round?: string;
}

type Verification =
  { ok: true; output: VerifyOutput } | { ok: false; field: keyof VerifyInput; message: string } | null;

function CopyButton({ text }: { text: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t({ id: 'error.copied', message: 'Copied' }) : t({ id: 'error.copy', message: 'Copy' })}
    </button>
  );
}

function Field({ label, error, children, id }: { label: string; error?: string; children: ReactNode; id: string }) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FairnessView({ game, round }: FairnessProps) {
  const { t } = useLingui();
  const { locale, emit } = useElement();
  const id = useId();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const games = useAtomValue(gameSettingsAtom);
  const offset = useAtomValue(timezoneOffsetAtom);
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [outcome, setOutcome] = useState<Verification>(null);
  const [pickGame, setPickGame] = useState<number | null>(game ?? null);
  const [rounds, setRounds] = useState<HistoryRecord[] | null>(null);
  const [picked, setPicked] = useState<FairnessRound | null>(null);
  const [loadError, setLoadError] = useState<ReturnType<typeof toApiError> | null>(null);

  const fairGames = useMemo(() => games.filter((g) => FAIR_FAMILIES[g.Family]), [games]);

  const stepLabel: Record<StepKey, string> = {
    commitment: t({ id: 'fairness.step.commitment', message: 'Server seed commitment' }),
    message: t({ id: 'fairness.step.message', message: 'Message' }),
    hmac: t({ id: 'fairness.step.hmac', message: 'HMAC' }),
    bytes: t({ id: 'fairness.step.bytes', message: 'Bytes' }),
    floats: t({ id: 'fairness.step.floats', message: 'Floats' }),
    formula: t({ id: 'fairness.step.formula', message: 'Formula' }),
    result: t({ id: 'fairness.step.result', message: 'Result' }),
  };
  const fieldMessage: Partial<Record<keyof VerifyInput, string>> = {
    serverSeed: form.game.startsWith('crash')
      ? t({ id: 'fairness.invalid.gameHash', message: 'Enter the game hash: 64 or 128 hexadecimal characters.' })
      : t({ id: 'fairness.invalid.serverSeed', message: 'Enter the server seed.' }),
    nonce: t({ id: 'fairness.invalid.nonce', message: 'The nonce must be a whole number, 0 or more.' }),
    rows: t({ id: 'fairness.invalid.rows', message: 'Rows must be 8 to 16.' }),
    mines: t({ id: 'fairness.invalid.mines', message: 'Mines must be 1 to 24.' }),
    segments: t({ id: 'fairness.invalid.segments', message: 'Segments must be 10, 20, 30, 40 or 50.' }),
  };

  const run = (state: FormState) => {
    try {
      const output = verify(toVerifyInput(state));
      setOutcome({ ok: true, output });
      emit('ingame-verified', { result: output.result, commitmentOk: output.commitmentOk });
    } catch (error) {
      if (error instanceof VerifyError)
        setOutcome({ ok: false, field: error.field, message: fieldMessage[error.field] ?? error.message });
      else throw error;
    }
  };

  // The player's recent rounds of the chosen game.
  useEffect(() => {
    if (!authenticated || pickGame == null) return;
    let current = true;
    setRounds(null);
    call(
      'GET /history/:game/get-history-record',
      {
        params: { game: pickGame },
        query: { LangId: API_LANG[locale], StartRowIndex: 0, EndRowIndex: 29, LogIndexAsRoundIndex: false },
      },
      readHistoryPage,
    ).then(
      (page) => current && setRounds(page?.Records ?? []),
      (thrown: unknown) => {
        if (!current) return;
        const error = toApiError(thrown);
        setRounds([]);
        setLoadError(error);
        emit('ingame-error', error);
      },
    );
    return () => {
      current = false;
    };
  }, [authenticated, pickGame, locale, emit]);

  const loadRound = async (roundIndex: string, gameNo = pickGame) => {
    if (gameNo == null || !roundIndex) return;
    setLoadError(null);
    try {
      const fair = await call(
        'GET /fairness/steps',
        { query: { Game: gameNo, RoundIndex: roundIndex } },
        readFairnessRound,
      );
      const next = formFromRound(fair);
      setPicked(fair);
      setForm(next);
      if (fair.ServerSeed) run(next);
      else setOutcome(null);
    } catch (thrown) {
      const error = toApiError(thrown);
      setLoadError(error);
      emit('ingame-error', error);
    }
  };

  useEffect(() => {
    if (authenticated && game != null && round) void loadRound(round, game);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load the round named by the attributes once
  }, [authenticated, game, round]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => {
      const next = { ...f, [key]: value };
      // Expert is Plinko's alone: another game falls back to the hardest risk it has.
      return next.risk === 'expert' && next.game !== 'plinko' ? { ...next, risk: 'high' } : next;
    });
  const errorFor = (field: keyof VerifyInput) =>
    outcome && !outcome.ok && outcome.field === field ? outcome.message : undefined;
  const describedBy = (field: keyof VerifyInput) => (errorFor(field) ? `${id}-${field}-error` : undefined);
  const crash = !usesNonce(form.game);
  const options = optionFields(form.game);

  return (
    <section className="fairness" part="base" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t({ id: 'fairness.title', message: 'Fairness verification' })}</h2>

      {authenticated ? (
        <fieldset className="pick" part="picker">
          <legend>{t({ id: 'fairness.pick', message: 'Check one of your rounds' })}</legend>
          <Field id={`${id}-pickgame`} label={t({ id: 'fairness.pickGame', message: 'Game' })}>
            <select
              id={`${id}-pickgame`}
              value={pickGame ?? ''}
              onChange={(e) => setPickGame(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            >
              <option value="">—</option>
              {fairGames.map((g) => (
                <option key={g.No} value={g.No}>
                  {g.Name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-round`} label={t({ id: 'fairness.round', message: 'Round' })}>
            <select
              id={`${id}-round`}
              disabled={!rounds?.length}
              value={picked?.RoundIndex ?? ''}
              onChange={(e) => void loadRound(e.currentTarget.value)}
            >
              <option value="">
                {rounds === null && pickGame != null ? t({ id: 'common.loading', message: 'Loading…' }) : '—'}
              </option>
              {(rounds ?? []).map((r) => (
                <option
                  key={r.RoundIndex}
                  value={r.RoundIndex}
                >{`${r.RoundIndex} · ${formatDateTime(r.Date, offset)}`}</option>
              ))}
            </select>
          </Field>
          {loadError ? (
            <ErrorNotice code={loadError.Code} message={loadError.Message} trace={loadError.trace} compact />
          ) : null}
          {picked && !picked.ServerSeed ? (
            <p className="note" role="status">
              {t({
                id: 'fairness.notRevealed',
                message:
                  'This round\u2019s server seed is still in use, so it is not revealed yet. Its hash is filled in: come back after the seed is rotated.',
              })}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <form
        className="form"
        part="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          run(form);
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
            crash
              ? t({ id: 'fairness.salt', message: 'Salt' })
              : t({ id: 'fairness.clientSeed', message: 'Client seed' })
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
            <select
              id={`${id}-segments`}
              value={form.segments}
              onChange={(e) => set('segments', e.currentTarget.value)}
            >
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

      {outcome?.ok ? (
        <div className="outcome" part="outcome" aria-live="polite">
          {outcome.output.commitmentOk !== null ? (
            <p
              className={outcome.output.commitmentOk ? 'badge badge--pass' : 'badge badge--fail'}
              part="commitment"
              role="status"
            >
              {outcome.output.commitmentOk
                ? t({ id: 'fairness.pass', message: '✓ The server seed matches the hash shown before the round.' })
                : t({
                    id: 'fairness.fail',
                    message: '✗ The server seed does NOT match the hash shown before the round.',
                  })}
            </p>
          ) : null}
          <p className="result">
            <span>{t({ id: 'fairness.step.result', message: 'Result' })}</span>{' '}
            <output part="result">{outcome.output.steps.find((s) => s.key === 'result')?.value}</output>
          </p>
          {Array.isArray(outcome.output.detail.mines) ? (
            <div
              className="grid grid--mines"
              role="img"
              aria-label={t({ id: 'fairness.minesGrid', message: 'Mine positions' })}
            >
              {Array.from({ length: 25 }, (_, i) => (
                <span
                  key={i}
                  className={(outcome.output.detail.mines as number[]).includes(i) ? 'cell cell--mine' : 'cell'}
                />
              ))}
            </div>
          ) : null}
          <ol className="steps" part="steps">
            {outcome.output.steps.map((step, i) => (
              <li key={i} className={`step step--${step.key}`}>
                <span className="step__label">{stepLabel[step.key]}</span>
                <code className="step__value">{step.value}</code>
                <CopyButton text={step.value} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function Fairness(props: FairnessProps) {
  return (
    <FeatureScope css={css} catalog={fairnessCatalog}>
      <FairnessView {...props} />
    </FeatureScope>
  );
}
