import { LanguagePicker } from '../src/features/language/language-picker';
import { languageCatalog } from '../src/features/language/language.catalog';
import type { Locale } from '../src/i18n/locales.js';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-language>` — the page language picker; every element on the page follows it.
 */
const declaration = declareElement('ingame-language', {
  attributes: {
    /** Language of the picker's own label; defaults to the page language. */
    lang: { type: 'string' },
  },
  events: {} as {
    /** The language changed; `detail` is `{ locale }`. */
    'ingame-language-change': { locale: Locale };
  },
  parts: {} as {
    /** The label wrapping the select. */
    base: true;
    /** The select. */
    select: true;
  },
  cssProperties: {} as {
    /** Label colour. */
    '--ingame-color-muted': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, LanguagePicker, { catalog: languageCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-language': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
