/**
 * The platform's own words in every §1 locale (issue 25 item 1): one table per text the platform
 * writes itself — seed names (holiday draws, tiers, gift-code events), marquee announcements and
 * the `Message` of its failures. English is the source and the fallback: a text missing in a
 * locale answers in English rather than failing (the rule written into src/api/contract/index.ts).
 * Game names, bet areas and hands are not here: they are keys the client names from its catalog.
 */
import { resolveLocale, type Locale } from '../../src/i18n/locales.ts';
import { CONTENT_TEXTS } from './texts-content.ts';
import { FAILURE_TEXTS } from './texts-failures.ts';

/** One text in every locale the platform knows; `en` is required (the fallback). */
export type LocalText = { readonly en: string } & Readonly<Partial<Record<Locale, string>>>;

/** The text in `locale`, else English. */
export function localize(text: LocalText, locale: Locale | string | null | undefined): string {
  const resolved = typeof locale === 'string' ? resolveLocale(locale) : 'en';
  return text[resolved] ?? text.en;
}

/** Every locale's version of a text, for seed rows that keep all languages (`names` columns). */
export function allLocales(text: LocalText): Record<string, string> {
  return { ...text };
}

/**
 * The language a request asks in: the `:langId` path segment, else a `LangId` query or body
 * field (the calls that carry it, §7); anything unknown or absent is English (§4).
 */
export function requestLocale(ctx: {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  body?: unknown;
}): Locale {
  const fromBody =
    typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as { LangId?: unknown }).LangId : undefined;
  return resolveLocale(
    ctx.params.langId ?? ctx.query.get('LangId') ?? (typeof fromBody === 'string' ? fromBody : undefined),
  );
}

/** The platform's texts, by what they say: its failures' messages, the seed's names and announcements. */
export const TEXTS = { ...FAILURE_TEXTS, ...CONTENT_TEXTS };

export type TextKey = keyof typeof TEXTS;

/** A text of the table in the request's language. */
export const say = (key: TextKey, locale: Locale | string | null | undefined): string => localize(TEXTS[key], locale);

const BY_ENGLISH = new Map<string, LocalText>(Object.values(TEXTS).map((text) => [text.en, text]));

/**
 * A name the seed stored in English (a tier, a holiday) in the request's language: the platform's
 * own names are in the table; a name an operator wrote itself is answered as written.
 */
export function seedName(name: string, locale: Locale | string | null | undefined): string {
  const text = BY_ENGLISH.get(name);
  return text ? localize(text, locale) : name;
}
