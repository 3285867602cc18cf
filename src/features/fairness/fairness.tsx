/**
 * <ingame-fairness>: recompute a provably-fair round and show every step. Verification runs
 * locally (works offline once loaded); the platform is asked only to pick one of the player's
 * rounds (GET /fairness/steps, through ./fairness.api), never to confirm the answer. The screen
 * holds the form and the outcome; the round picker, the inputs and the steps are its parts.
 */
import { useId, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { FairnessRound } from '../../api/contract';
import { isAuthenticatedAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { FeatureScope } from '../../ui/feature-scope';
import { EMPTY_FORM, formFromRound, toVerifyInput, type FormState } from './fairness-form';
import { VerifierForm } from './fairness-inputs';
import { RoundPicker } from './fairness-picker';
import { VerifySteps } from './fairness-steps';
import { verify, VerifyError, type VerifyInput, type VerifyOutput } from './verify';
import css from './fairness.css?inline';
import { fairnessCatalog } from './fairness.catalog';

export interface FairnessProps {
  /** Game number to pick rounds from. */
  game?: number;
  /** A round to load at once (with `game`). */
  round?: string;
}

type Verification =
  { ok: true; output: VerifyOutput } | { ok: false; field: keyof VerifyInput; message: string } | null;

function FairnessView({ game, round }: FairnessProps) {
  const { t } = useLingui();
  const { emit } = useElement();
  const id = useId();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [outcome, setOutcome] = useState<Verification>(null);

  const fieldMessage = (state: FormState): Partial<Record<keyof VerifyInput, string>> => ({
    serverSeed: state.game.startsWith('crash')
      ? t({ id: 'fairness.invalid.gameHash', message: 'Enter the game hash: 64 or 128 hexadecimal characters.' })
      : t({ id: 'fairness.invalid.serverSeed', message: 'Enter the server seed.' }),
    nonce: t({ id: 'fairness.invalid.nonce', message: 'The nonce must be a whole number, 0 or more.' }),
    rows: t({ id: 'fairness.invalid.rows', message: 'Rows must be 8 to 16.' }),
    mines: t({ id: 'fairness.invalid.mines', message: 'Mines must be 1 to 24.' }),
    segments: t({ id: 'fairness.invalid.segments', message: 'Segments must be 10, 20, 30, 40 or 50.' }),
  });

  const run = (state: FormState) => {
    try {
      const output = verify(toVerifyInput(state));
      setOutcome({ ok: true, output });
      emit('ingame-verified', { result: output.result, commitmentOk: output.commitmentOk });
    } catch (error) {
      if (error instanceof VerifyError)
        setOutcome({ ok: false, field: error.field, message: fieldMessage(state)[error.field] ?? error.message });
      else throw error;
    }
  };

  // A picked round fills the form; a revealed one is verified at once.
  const showRound = (fair: FairnessRound) => {
    const next = formFromRound(fair);
    setForm(next);
    if (fair.ServerSeed) run(next);
    else setOutcome(null);
  };

  return (
    <section className="fairness" part="base" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t({ id: 'fairness.title', message: 'Fairness verification' })}</h2>
      {authenticated ? <RoundPicker id={id} game={game} round={round} onRound={showRound} /> : null}
      <VerifierForm
        id={id}
        form={form}
        setForm={setForm}
        invalid={outcome && !outcome.ok ? outcome : null}
        onVerify={() => run(form)}
      />
      {outcome?.ok ? <VerifySteps output={outcome.output} /> : null}
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
