/**
 * §5 separators for numbers that keep every digit. Its own module (not core/format.ts) so that only
 * the screens that show such numbers — the verifier, the intro's RTP — carry it.
 */
import { usesSwappedSeparators } from './format';

/**
 * §5's separators for a number that must keep every digit it has (a verifier's float, an operator's
 * "96.50" RTP): nothing truncated or rounded, at least `minDecimals` digits after the point.
 */
export function formatExact(value: number, options: { locale?: string; minDecimals?: number } = {}): string {
  const { locale = 'en', minDecimals = 0 } = options;
  if (!Number.isFinite(value)) return 'N/A';
  const abs = Math.abs(value);
  // Shortest round-trip digits; tiny or huge values in plain digits, never "2.3e-10".
  let text = String(abs);
  const sci = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (sci) {
    const digits = sci[1]! + (sci[2] ?? '');
    const exponent = Number(sci[3]);
    text =
      exponent < 0
        ? `0.${'0'.repeat(-exponent - 1)}${digits}`
        : digits.padEnd(exponent + 1, '0').slice(0, exponent + 1) +
          (digits.length > exponent + 1 ? '.' + digits.slice(exponent + 1) : '');
  }
  let [intPart, fraction = ''] = text.split('.') as [string, string?];
  fraction = fraction.padEnd(minDecimals, '0');
  const swapped = usesSwappedSeparators(locale);
  intPart = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, swapped ? '.' : ',');
  return `${value < 0 ? '-' : ''}${intPart}${fraction ? (swapped ? ',' : '.') + fraction : ''}`;
}
