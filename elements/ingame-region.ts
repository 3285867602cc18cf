/**
 * `<ingame-region>` — the player's country or region: every ISO 3166 region, named in the
 * element's language (Intl.DisplayNames), searchable, remembered in a cookie. Defaults from the
 * remembered choice, the browser's time zone, its language tags, then the page language.
 * The download layouts take their site variant from it (India → IN).
 *
 * @attr lang - Language of this element (and of the region names); defaults to the page language.
 * @attr value - A region (ISO 3166 alpha-2, e.g. `TH`) to start from.
 * @event ingame-region-change - The player chose a region; `detail` is `{ region }` (alpha-2 code).
 * @cssproperty --ingame-color-muted - Label colour.
 * @cssproperty --ingame-color-surface - Field background.
 * @csspart base - The label, search field and list.
 * @csspart region-search - The search field.
 * @csspart region-select - The list of regions (a select).
 */
import { Region, type RegionProps } from '../src/features/region/region';
import { regionCatalog } from '../src/features/region/region.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<RegionProps>('ingame-region', Region, { catalog: regionCatalog, props: { value: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-region': IngameElement & { value?: string };
  }
  interface GlobalEventHandlersEventMap {
    'ingame-region-change': CustomEvent<{ region: string }>;
  }
}
