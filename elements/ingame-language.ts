/**
 * `<ingame-language>` — the page language picker; every element on the page follows it.
 *
 * @attr lang - Language of the picker's own label; defaults to the page language.
 * @event ingame-language-change - The language changed; `detail` is `{ locale }`.
 * @cssproperty --ingame-color-muted - Label colour.
 * @csspart base - The label wrapping the select.
 * @csspart select - The select.
 */
import { LanguagePicker } from '../src/features/language/language-picker';
import { languageCatalog } from '../src/features/language/language.catalog';
import { defineElement } from './runtime';
import type { Locale } from '../src/i18n/locales.js';
import type { IngameElement } from './types.js';

defineElement('ingame-language', LanguagePicker, { catalog: languageCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-language': IngameElement;
  }
  interface GlobalEventHandlersEventMap {
    'ingame-language-change': CustomEvent<{ locale: Locale }>;
  }
}
