import { Banner } from '../src/features/news/banner';
import { newsCatalog } from '../src/features/news/news.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, IngameErrorDetail } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-banner>` — the operator's banners as a carousel: swipe, arrow keys, dots, autoplay that pauses on hover and focus and never runs under reduced motion (§2, §5, §6).
 */
const declaration = declareElement('ingame-banner', {
  attributes: {
    /** A game number: that game's banners instead of the lobby's. */
    game: { type: 'string' },
    /** Milliseconds between slides when playing. */
    interval: { type: 'number', min: 1000, default: 5000 },
  },
  events: {} as {
    /** The banners could not be loaded; `detail` is `{ Code, Message, trace }`. */
    'ingame-error': IngameErrorDetail;
  },
  parts: {} as {
    /** The carousel. */
    base: true;
    /** One slide; its picture is an `<img>`. */
    banner: true;
    /** The previous-banner button, over the picture's left edge; left out while the banner is under 50em wide. */
    previous: true;
    /** The next-banner button, over the picture's right edge; left out while the banner is under 50em wide. */
    next: true;
    /** The dots that pick a banner. */
    dots: true;
    /** The pause / play button. */
    toggle: true;
  },
  cssProperties: {} as {
    /** Aspect ratio of the box, reserved while loading (default 3 / 1). */
    '--ingame-banner-ratio': true;
    /** Corner radius (default 1.5 × --ingame-radius: 12px). */
    '--ingame-banner-radius': true;
    /** Background while a picture loads. */
    '--ingame-banner-background': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Banner, {
  catalog: newsCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-banner': ElementOf<typeof declaration>;
  }
}
