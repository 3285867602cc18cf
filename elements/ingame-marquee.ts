import { Marquee } from '../src/features/marquee/marquee';
import { prefetchMarquee } from '../src/features/marquee/marquee.api';
import { marqueeCatalog } from '../src/features/marquee/marquee.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, IngameErrorDetail } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-marquee>` — the operator's scrolling announcements (§2, §4). On a page that loads
 * `ingame.js` from our files, the first announcement is drawn before React has run (issue 45).
 */
const declaration = declareElement('ingame-marquee', {
  attributes: {
    /** Milliseconds between items (§9). */
    interval: { type: 'number', min: 500, default: 5000 },
  },
  events: {} as {
    /** The announcements could not be loaded; `detail` is `{ Code, Message, trace }`. */
    'ingame-error': IngameErrorDetail;
  },
  slots: {} as {
    /**
     * Not for the host's content: the entry's drawing of the first announcement, a child it adds
     * before the element's code has run (elements/marquee-early.ts) and the element removes once
     * its own shows. Until then `::part()` rules do not reach it; the `--ingame-*` properties do.
     */
    'ingame-early': true;
  },
  parts: {} as {
    /** The strip. */
    base: true;
    /** The moving list. */
    track: true;
    /** One announcement. */
    item: true;
    /** The pause / play button. */
    toggle: true;
    /** The inline error. */
    error: true;
  },
  cssProperties: {} as {
    /** Strip background. */
    '--ingame-marquee-background': true;
    /** Height of one line (default 2.25em). */
    '--ingame-marquee-height': true;
    /** Corner radius. */
    '--ingame-marquee-radius': true;
    /** Text colour. */
    '--ingame-color-text': true;
    /** Icon and focus colour. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Marquee, {
  catalog: marqueeCatalog,
  prefetch: prefetchMarquee,
  earlyDrawing: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-marquee': ElementOf<typeof declaration>;
  }
}
