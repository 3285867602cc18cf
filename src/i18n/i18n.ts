/**
 * The one Lingui instance of the page, private to this product (never a host page's global one)
 * and shared by every element, even across two copies of the bundle. Each locale's compiled
 * catalog is its own chunk, loaded on demand; remote messages are merged over it.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from './locales';
import { flattenGroups, languageUrl } from './remote-messages';

const I18N_KEY = Symbol.for('ingame.i18n');
type Holder = { [I18N_KEY]?: Map<Locale, I18n> };

function instances(): Map<Locale, I18n> {
  return ((globalThis as Holder)[I18N_KEY] ??= new Map());
}

/**
 * The instance for a locale (one per locale, private to this product). Until its catalog is
 * loaded it renders the English source texts, which is also what a failed load leaves.
 */
export function getI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  let i18n = instances().get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances().set(locale, i18n);
  }
  return i18n;
}

type CatalogModule = { messages: Messages };
/** A static table, so the bundler makes one chunk per locale. */
const CATALOGS: Record<Locale, () => Promise<CatalogModule>> = {
  en: () => import('../../locales/en/messages.ts'),
  'zh-TW': () => import('../../locales/zh-TW/messages.ts'),
  'zh-CN': () => import('../../locales/zh-CN/messages.ts'),
  th: () => import('../../locales/th/messages.ts'),
  vi: () => import('../../locales/vi/messages.ts'),
  id: () => import('../../locales/id/messages.ts'),
  ja: () => import('../../locales/ja/messages.ts'),
  ta: () => import('../../locales/ta/messages.ts'),
  ko: () => import('../../locales/ko/messages.ts'),
  es: () => import('../../locales/es/messages.ts'),
  pt: () => import('../../locales/pt/messages.ts'),
  de: () => import('../../locales/de/messages.ts'),
  sv: () => import('../../locales/sv/messages.ts'),
  it: () => import('../../locales/it/messages.ts'),
  nl: () => import('../../locales/nl/messages.ts'),
  ro: () => import('../../locales/ro/messages.ts'),
  da: () => import('../../locales/da/messages.ts'),
};

/** Things to load together with a language (the date-picker locale, §4); features register them. */
type LocaleLoader = (locale: Locale) => Promise<unknown>;
const loaders = new Set<LocaleLoader>();
export function registerLocaleLoader(loader: LocaleLoader): () => void {
  loaders.add(loader);
  return () => loaders.delete(loader);
}

export interface ActivateOptions {
  /** Language host for remote messages; none → compiled catalog only. */
  languageHost?: string | null;
  groupIds?: readonly string[];
  fetchImpl?: typeof fetch;
  now?: number;
}

async function fetchRemote(locale: Locale, options: ActivateOptions): Promise<Record<string, string>> {
  if (!options.languageHost || !options.groupIds?.length) return {};
  const doFetch = options.fetchImpl ?? fetch;
  try {
    const response = await doFetch(languageUrl(options.languageHost, locale, options.groupIds, options.now ?? Date.now()));
    if (!response.ok) return {};
    const body = (await response.json()) as { Code?: number; Data?: unknown };
    return body && body.Code === 0 ? flattenGroups(body.Data) : {};
  } catch {
    // Remote texts refine the compiled catalog; without them the product still speaks the language.
    return {};
  }
}

const loading = new Map<string, Promise<I18n>>();

/**
 * Load a locale (§4): its catalog, remote messages and the registered locale loaders, all before
 * the instance gets them, so no element ever renders a half-loaded language. Loaded once.
 */
export function loadLocale(requested: string | null | undefined, options: ActivateOptions = {}): Promise<I18n> {
  const locale = resolveLocale(requested);
  // Keyed by host and groups too: the same language with remote messages is a different load.
  const key = `${locale}|${options.languageHost ?? ''}|${options.groupIds?.join(',') ?? ''}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all([
      CATALOGS[locale]().catch(() => CATALOGS[DEFAULT_LOCALE]()),
      fetchRemote(locale, options),
      ...[...loaders].map((load) => load(locale).catch(() => undefined)),
    ]).then(([catalog, remote]) => {
      const i18n = getI18n(locale);
      i18n.load(locale, { ...catalog.messages, ...remote });
      i18n.activate(locale);
      return i18n;
    });
    loading.set(key, promise);
  }
  return promise;
}

/** Resolve and load the page language; returns the locale in force. */
export async function activateLocale(requested: string | null | undefined, options: ActivateOptions = {}): Promise<Locale> {
  const locale = resolveLocale(requested);
  await loadLocale(locale, options);
  return locale;
}

export function isLocaleLoaded(locale: Locale): boolean {
  return Object.keys(getI18n(locale).messages).length > 0;
}
