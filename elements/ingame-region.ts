import { Region } from '../src/features/region/region';
import { regionCatalog } from '../src/features/region/region.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-region>` — the player's country or region: every ISO 3166 region, named in the
 * element's language (Intl.DisplayNames), searchable, remembered in a cookie. Defaults from the
 * remembered choice, the browser's time zone, its language tags, then the page language.
 * The download layouts take their site variant from it (India → IN).
 */
const declaration = declareElement('ingame-region', {
  attributes: {
    /** Language of this element (and of the region names); defaults to the page language. */
    lang: { type: 'string' },
    /** A region (ISO 3166 alpha-2, e.g. `TH`) to start from. */
    value: { type: 'string' },
  },
  events: {} as {
    /** The player chose a region; `detail` is `{ region }` (alpha-2 code). */
    'ingame-region-change': { region: string };
  },
  parts: {} as {
    /** The label, search field and list. */
    base: true;
    /** The search field. */
    'region-search': true;
    /** The list of regions (a select). */
    'region-select': true;
  },
  cssProperties: {} as {
    /** Label colour. */
    '--ingame-color-muted': true;
    /** Field background. */
    '--ingame-color-surface': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Region, { catalog: regionCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-region': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
