/**
 * `<ingame-install>` — the download and install guide (§2): on Android the download button and
 * its steps; on an iPhone "open in Safari" when in another browser, the nine steps with "trust the
 * app" and the web-app link; on a desktop a QR code of the page's own URL plus both sets of steps.
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr api-id - Whose app (an operator's api id, a whole number of at least 0); defaults to the session's. Any other value warns once and is ignored.
 * @attr {'ios' | 'android' | 'desktop'} platform - `ios`, `android` or `desktop` to force one; detected from the browser by default.
 * @attr url - What the QR code opens (http or https); defaults to this page's URL (tokens removed).
 * @event ingame-download - The Android download finished; `detail` is `{ status, url }`, status `completed` or `failed`.
 *   Only for a file on the page's own origin: a file on another host is a plain `download` link
 *   (the page's CSP or the host's CORS would refuse reading it), which the browser downloads itself.
 * @cssproperty --ingame-qr-size - Width of the QR code (default 200px); it stays black on white.
 * @cssproperty --ingame-color-accent - Buttons.
 * @csspart base - The whole guide.
 * @csspart qr - The QR code (an SVG image).
 * @csspart steps - A list of install steps.
 */
import { Install, type InstallProps } from '../src/features/install/install';
import { installCatalog } from '../src/features/install/install.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<InstallProps>('ingame-install', Install, {
  catalog: installCatalog,
  props: { apiId: { type: 'number', min: 0, integer: true }, platform: 'string', url: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-install': IngameElement & {
      apiId?: number;
      platform?: 'ios' | 'android' | 'desktop';
      url?: string;
    };
  }
  interface GlobalEventHandlersEventMap {
    'ingame-download': CustomEvent<{ status: 'completed' | 'failed'; url: string }>;
  }
}
