/**
 * `<ingame-banner>` — the operator's banners as a carousel: swipe, arrow keys, dots, autoplay that pauses on hover and focus and never runs under reduced motion (§2, §5, §6).
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr game - A game number: that game's banners instead of the lobby's.
 * @attr [interval=5000] - Milliseconds between slides when playing: a number of at least 1000; any other value warns once on the console and the default applies.
 * @event ingame-error - The banners could not be loaded; `detail` is `{ Code, Message, trace }`.
 * @cssproperty --ingame-banner-ratio - Aspect ratio of the box, reserved while loading (default 3 / 1).
 * @cssproperty --ingame-banner-radius - Corner radius (default 1.5 × --ingame-radius: 12px).
 * @cssproperty --ingame-banner-background - Background while a picture loads.
 * @csspart base - The carousel.
 * @csspart banner - One slide; its picture is an `<img>`.
 * @csspart previous - The previous-banner button.
 * @csspart next - The next-banner button.
 * @csspart dots - The dots that pick a banner.
 * @csspart toggle - The pause / play button.
 */
import { Banner, type BannerProps } from '../src/features/news/banner';
import { newsCatalog } from '../src/features/news/news.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<BannerProps>('ingame-banner', Banner, {
  catalog: newsCatalog,
  props: { game: 'string', interval: { type: 'number', min: 1000 } },
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-banner': IngameElement & { game?: string; interval?: number };
  }
}
