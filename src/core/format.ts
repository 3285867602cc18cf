/**
 * §5 number and date formatting. Pure and locale-table driven; no Intl, so the result is the
 * same in every browser and in Node (the server renders the same strings in its tests).
 */

/** §5: these locales write 1.234,56 instead of 1,234.56. */
const SWAPPED_SEPARATORS = new Set([
  'vi-VN',
  'es-AR',
  'pt-BR',
  'it-IT',
  'sv-SE',
  'de-DE',
  'da-DK',
  'ro-RO',
  'fr-FR',
  'gr-GR',
]);

/** The UI locales of §1 that stand for one of the swapped regional formats. */
const UI_LOCALE_REGION: Record<string, string> = {
  vi: 'vi-VN',
  es: 'es-AR',
  pt: 'pt-BR',
  it: 'it-IT',
  sv: 'sv-SE',
  de: 'de-DE',
  da: 'da-DK',
  ro: 'ro-RO',
};

export function usesSwappedSeparators(locale: string): boolean {
  return SWAPPED_SEPARATORS.has(UI_LOCALE_REGION[locale] ?? locale);
}

export interface NumberFormatOptions {
  /** Digits after the point, truncated (never rounded). Default 2. */
  decimals?: number;
  /** UI locale or regional tag; decides the separators. */
  locale?: string;
  /** Keep trailing zeros (1.50) instead of trimming (1.5). Default true. */
  fixed?: boolean;
}

/** Truncate toward zero at `decimals` digits, immune to binary float noise (1.005 → 1.00, not 1.00499…). */
export function truncate(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.trunc(Number((value * factor).toPrecision(15))) / factor;
}

export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const { decimals = 2, locale = 'en', fixed = true } = options;
  if (!Number.isFinite(value)) return 'N/A';
  const truncated = truncate(Math.abs(value), decimals);
  let [intPart, fraction = ''] = truncated.toFixed(decimals).split('.') as [string, string?];
  if (!fixed) fraction = fraction.replace(/0+$/, '');
  const swapped = usesSwappedSeparators(locale);
  const group = swapped ? '.' : ',';
  const point = swapped ? ',' : '.';
  intPart = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 && truncated !== 0 ? '-' : '';
  return `${sign}${intPart}${fraction ? point + fraction : ''}`;
}

/** §5: an amount in the platform's smallest unit, divided by the currency unit. */
export function formatAmount(value: number, unit = 1, options: NumberFormatOptions = {}): string {
  return formatNumber(value / (unit || 1), options);
}

/** §5 short numbers: 1,000 and above as k, 1,000,000 and above as m (truncated). */
export function formatShort(value: number, options: NumberFormatOptions = {}): string {
  const abs = Math.abs(value);
  const opts = { decimals: 2, fixed: false, ...options };
  if (abs >= 1_000_000) return `${formatNumber(value / 1_000_000, opts)}m`;
  if (abs >= 1_000) return `${formatNumber(value / 1_000, opts)}k`;
  return formatNumber(value, opts);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "GMT+8", "GMT-3:30", "GMT+0". */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `GMT${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}

function shifted(timestampMs: number, offsetMinutes: number): Date | null {
  if (!Number.isFinite(timestampMs) || timestampMs < 0) return null;
  return new Date(timestampMs + offsetMinutes * 60_000);
}

/**
 * `YYYY/MM/DD HH:mm:ss GMT+8`. The offset is the player's time zone in minutes east of UTC
 * (user api info), not the browser's. Negative timestamps are N/A (§5).
 */
export function formatDateTime(timestampMs: number, offsetMinutes = 0): string {
  const d = shifted(timestampMs, offsetMinutes);
  if (!d) return 'N/A';
  return `${formatDate(timestampMs, offsetMinutes)} ${formatTime(timestampMs, offsetMinutes)} ${formatGmtOffset(offsetMinutes)}`;
}

export function formatDate(timestampMs: number, offsetMinutes = 0): string {
  const d = shifted(timestampMs, offsetMinutes);
  if (!d) return 'N/A';
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

export function formatTime(timestampMs: number, offsetMinutes = 0): string {
  const d = shifted(timestampMs, offsetMinutes);
  if (!d) return 'N/A';
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
