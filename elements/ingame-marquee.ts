/**
 * `<ingame-marquee>` — the operator's scrolling announcements (§2, §4).
 *
 * @attr lang - Language of this element (one of the 17 locales); defaults to the page language.
 * @attr [interval=5000] - Milliseconds between items (§9): a number of at least 500; any other value warns once on the console and the default applies.
 * @event ingame-error - The announcements could not be loaded; `detail` is `{ Code, Message, trace }`.
 * @cssproperty --ingame-marquee-background - Strip background.
 * @cssproperty --ingame-marquee-height - Height of one line (default 2.25em).
 * @cssproperty --ingame-marquee-radius - Corner radius.
 * @cssproperty --ingame-color-text - Text colour.
 * @cssproperty --ingame-color-accent - Icon and focus colour.
 * @csspart base - The strip.
 * @csspart track - The moving list.
 * @csspart item - One announcement.
 * @csspart toggle - The pause / play button.
 * @csspart error - The inline error.
 */
import { Marquee, type MarqueeProps } from '../src/features/marquee/marquee';
import { prefetchMarquee } from '../src/features/marquee/marquee.api';
import { marqueeCatalog } from '../src/features/marquee/marquee.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<MarqueeProps>('ingame-marquee', Marquee, {
  props: { interval: { type: 'number', min: 500 } },
  catalog: marqueeCatalog,
  prefetch: prefetchMarquee,
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-marquee': IngameElement & { interval?: number };
  }
}
