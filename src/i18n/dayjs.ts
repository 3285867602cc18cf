/**
 * The date-picker locale (§4: a language switch loads it together with the messages). Importing
 * this module registers the loader, so only the features that show dates (history) bring dayjs
 * and its locales; the shared runtime never does. Locales are applied per call
 * (`dayjsIn(locale, date)`), never as dayjs's global, so a host page's own dayjs is untouched.
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import { registerLocaleLoader } from './i18n';
import type { Locale } from './locales';

/** dayjs's names for the §1 locales. */
export const DAYJS_NAMES: Record<Locale, string> = {
  en: 'en',
  'zh-TW': 'zh-tw',
  'zh-CN': 'zh-cn',
  th: 'th',
  vi: 'vi',
  id: 'id',
  ja: 'ja',
  ta: 'ta',
  ko: 'ko',
  es: 'es',
  pt: 'pt',
  de: 'de',
  sv: 'sv',
  it: 'it',
  nl: 'nl',
  ro: 'ro',
  da: 'da',
};

/** Static imports: one chunk per dayjs locale. English is built in. */
const LOADERS: Record<Locale, () => Promise<unknown>> = {
  en: async () => undefined,
  'zh-TW': () => import('dayjs/esm/locale/zh-tw.js'),
  'zh-CN': () => import('dayjs/esm/locale/zh-cn.js'),
  th: () => import('dayjs/esm/locale/th.js'),
  vi: () => import('dayjs/esm/locale/vi.js'),
  id: () => import('dayjs/esm/locale/id.js'),
  ja: () => import('dayjs/esm/locale/ja.js'),
  ta: () => import('dayjs/esm/locale/ta.js'),
  ko: () => import('dayjs/esm/locale/ko.js'),
  es: () => import('dayjs/esm/locale/es.js'),
  pt: () => import('dayjs/esm/locale/pt.js'),
  de: () => import('dayjs/esm/locale/de.js'),
  sv: () => import('dayjs/esm/locale/sv.js'),
  it: () => import('dayjs/esm/locale/it.js'),
  nl: () => import('dayjs/esm/locale/nl.js'),
  ro: () => import('dayjs/esm/locale/ro.js'),
  da: () => import('dayjs/esm/locale/da.js'),
};

/** Load a locale's dayjs data (each locale file registers itself with dayjs). */
export async function loadDayjsLocale(locale: Locale): Promise<void> {
  const module = (await LOADERS[locale]()) as { default?: ILocale } | undefined;
  // Register the locale without making it dayjs's global one (the third argument).
  if (module?.default?.name) dayjs.locale(module.default, undefined, true);
}

registerLocaleLoader(loadDayjsLocale);

/** A dayjs in the given UI locale (per call: dayjs's global locale is not touched). */
export function dayjsIn(locale: Locale, date?: ConfigType): Dayjs {
  return dayjs(date).locale(DAYJS_NAMES[locale]);
}
