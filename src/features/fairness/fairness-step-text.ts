/**
 * A verification step as the player reads it: the formula line from this feature's catalogue, its
 * variable names in the page's language, every number through the §5 formatter of the page's
 * locale (ui/use-exact-format), lists separated by "; " where the comma is the decimal point.
 * Seeds, messages and hashes are shown as they are (they are what the HMAC reads).
 */
import { useLingui } from '@lingui/react/macro';
import { useExactFormat } from '../../ui/use-exact-format';
import type { Step, StepExpr, VerifyOutput } from './verify';

type Values = StepExpr['values'];

export function useStepText(): { step(step: Step): string; result(output: VerifyOutput): string } {
  const { t } = useLingui();
  const exact = useExactFormat();
  const num = (v: Values[string] | undefined) => (typeof v === 'number' ? exact(v) : String(v ?? ''));
  // Where 1,5 is one and a half, "1,5, 2" would not read as a list.
  const sep = exact(1.5).includes(',') ? '; ' : ', ';
  const list = (v: Values[string] | undefined) =>
    Array.isArray(v) ? (v as readonly number[]).map((n) => exact(n)).join(sep) : num(v);
  const riskName = (risk: Values[string] | undefined) =>
    ({
      low: t({ id: 'fairness.risk.low', message: 'Easy' }),
      medium: t({ id: 'fairness.risk.medium', message: 'Medium' }),
      high: t({ id: 'fairness.risk.high', message: 'Hard' }),
      expert: t({ id: 'fairness.risk.expert', message: 'Expert' }),
    })[String(risk)] ?? String(risk);

  const line = (expr: StepExpr): string => {
    const v = expr.values;
    const float = num(v.float);
    const multiplier = num(v.multiplier);
    const payout = num(v.payout);
    const edge = num(v.edge);
    const raw = num(v.raw);
    switch (expr.id) {
      case 'floats':
        return list(v.floats);
      case 'crash.int':
        return `${String(v.hex)} = ${num(v.int)}`;
      case 'crash52.x':
        return `${String(v.hex)} → ${num(v.int)} / 2⁵² = ${num(v.x)}`;
      case 'formula.dice': {
        const roll = num(v.roll);
        return t({ id: 'fairness.formula.dice', message: `roll = floor(${float} × 10001) / 100 = ${roll}` });
      }
      case 'formula.limbo':
        return t({
          id: 'fairness.formula.limbo',
          message: `multiplier = max(1, floor(10⁸ / (floor(${float} × 10⁸) + 1) × ${edge} × 100) / 100) = max(1, floor(${raw} × 100) / 100) = ${multiplier}`,
        });
      case 'formula.plinko': {
        const path = String(v.path);
        const slot = num(v.slot);
        const rows = num(v.rows);
        const risk = riskName(v.risk);
        return t({
          id: 'fairness.formula.plinko',
          message: `direction = floor(float × 2), 0 = left, 1 = right → ${path}; slot = number of rights = ${slot}; payout[${rows} rows, ${risk}][${slot}] = ${payout}×`,
        });
      }
      case 'formula.mines': {
        const indexes = list(v.indexes);
        const picks = list(v.picks);
        return t({
          id: 'fairness.formula.mines',
          message: `tile = remaining[floor(float × tiles left)]: indexes ${indexes} → mines at ${picks} (0–24, left to right, top to bottom)`,
        });
      }
      case 'formula.keno': {
        const indexes = list(v.indexes);
        const picks = list(v.picks);
        return t({
          id: 'fairness.formula.keno',
          message: `square = remaining[floor(float × squares left)]: indexes ${indexes} → ${picks}`,
        });
      }
      case 'formula.wheel': {
        const segments = num(v.segments);
        const segment = num(v.segment);
        return t({
          id: 'fairness.formula.wheel',
          message: `segment = floor(${float} × ${segments}) = ${segment}; payout = ${payout}×`,
        });
      }
      case 'formula.crash': {
        const int = num(v.int);
        return t({
          id: 'fairness.formula.crash',
          message: `multiplier = max(1, 2³² / (${int} + 1) × ${edge}) = ${raw} → ${multiplier}×`,
        });
      }
      case 'formula.crash52': {
        const x = num(v.x);
        const y = num(v.y);
        return t({
          id: 'fairness.formula.crash52',
          message: `multiplier = max(1, floor(99 / (1 − ${x})) / 100) = max(1, floor(${y}) / 100) = ${multiplier}×`,
        });
      }
    }
  };

  return {
    step: (step) => (step.expr ? line(step.expr) : step.value),
    result: (output) =>
      Array.isArray(output.detail.list) ? list(output.detail.list as number[]) : exact(output.result),
  };
}
