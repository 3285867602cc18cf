/** Each locale's name in its own language, for the picker (kept out of the shared chunk). */
import type { Locale } from '../../i18n/locales';

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ta: 'தமிழ்',
  ko: '한국어',
  es: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  sv: 'Svenska',
  it: 'Italiano',
  nl: 'Nederlands',
  ro: 'Română',
  da: 'Dansk',
};
