/**
 * §1 locales. Pure data shared by the i18n runtime, the server's language service and tests — and
 * the one list of them: lingui.config.js reads this array (keep it a plain array of quoted tags).
 */
export const LOCALES = [
  'en',
  'zh-TW',
  'zh-CN',
  'th',
  'vi',
  'id',
  'ja',
  'ta',
  'ko',
  'es',
  'pt',
  'de',
  'sv',
  'it',
  'nl',
  'ro',
  'da',
] as const;

export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Map whatever the host passes (`th`, `TH-th`, `zh_cn`, `zh-Hant`, `pt-BR`) to a supported locale;
 * anything unsupported falls back to the default (§4).
 */
export function resolveLocale(raw: string | null | undefined): Locale {
  if (!raw) return DEFAULT_LOCALE;
  const tag = raw.trim().replace(/_/g, '-').toLowerCase();
  if (tag === 'zh-hant' || tag === 'zh-tw' || tag === 'zh-hk') return 'zh-TW';
  if (tag === 'zh' || tag === 'zh-hans' || tag === 'zh-cn' || tag === 'zh-sg') return 'zh-CN';
  const exact = LOCALES.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const base = tag.split('-')[0];
  if (base === 'zh') return 'zh-CN';
  return LOCALES.find((l) => l === base) ?? DEFAULT_LOCALE;
}

/** Locale code used in API paths (LangId). The platform speaks `en-US`, `zh-CN`, `th-TH` …. */
export const API_LANG: Record<Locale, string> = {
  en: 'en-US',
  'zh-TW': 'zh-TW',
  'zh-CN': 'zh-CN',
  th: 'th-TH',
  vi: 'vi-VN',
  id: 'id-ID',
  ja: 'ja-JP',
  ta: 'ta-IN',
  ko: 'ko-KR',
  es: 'es-ES',
  pt: 'pt-BR',
  de: 'de-DE',
  sv: 'sv-SE',
  it: 'it-IT',
  nl: 'nl-NL',
  ro: 'ro-RO',
  da: 'da-DK',
};
