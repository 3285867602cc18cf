/**
 * What a verification found: the commitment check (pass or fail), the result, the mines grid for
 * Mines, and every step of the computation with a copy button, so a player can redo it elsewhere.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StepKey, VerifyOutput } from './verify';
import { useStepText } from './fairness-step-text';

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

export function VerifySteps({ output }: { output: VerifyOutput }) {
  const { t } = useLingui();
  const text = useStepText();
  const stepLabel: Record<StepKey, string> = {
    commitment: t({ id: 'fairness.step.commitment', message: 'Server seed commitment' }),
    message: t({ id: 'fairness.step.message', message: 'Message' }),
    hmac: t({ id: 'fairness.step.hmac', message: 'HMAC' }),
    bytes: t({ id: 'fairness.step.bytes', message: 'Bytes' }),
    floats: t({ id: 'fairness.step.floats', message: 'Floats' }),
    formula: t({ id: 'fairness.step.formula', message: 'Formula' }),
    result: t({ id: 'fairness.step.result', message: 'Result' }),
  };
  const mines = Array.isArray(output.detail.mines) ? (output.detail.mines as number[]) : null;
  return (
    <div className="outcome" part="outcome" aria-live="polite">
      {output.commitmentOk !== null ? (
        <p className={output.commitmentOk ? 'badge badge--pass' : 'badge badge--fail'} part="commitment" role="status">
          {output.commitmentOk
            ? t({ id: 'fairness.pass', message: '✓ The server seed matches the hash shown before the round.' })
            : t({
                id: 'fairness.fail',
                message: '✗ The server seed does NOT match the hash shown before the round.',
              })}
        </p>
      ) : null}
      <p className="result">
        <span>{t({ id: 'fairness.step.result', message: 'Result' })}</span>{' '}
        <output part="result">{text.result(output)}</output>
      </p>
      {mines ? (
        <div
          className="grid grid--mines"
          role="img"
          aria-label={t({ id: 'fairness.minesGrid', message: 'Mine positions' })}
        >
          {Array.from({ length: 25 }, (_, i) => (
            <span key={i} className={mines.includes(i) ? 'cell cell--mine' : 'cell'} />
          ))}
        </div>
      ) : null}
      <ol className="steps" part="steps">
        {output.steps.map((step, i) => {
          // The result step is the result line's number; the others read in the page's language.
          const value = step.key === 'result' ? text.result(output) : text.step(step);
          return (
            <li key={i} className={`step step--${step.key}`}>
              <span className="step__label">{stepLabel[step.key]}</span>
              <code className="step__value">{value}</code>
              <CopyButton text={value} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
