import { Install } from '../src/features/install/install';
import { installCatalog } from '../src/features/install/install.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-install>` — the download and install guide (§2): on Android the download button and
 * its steps; on an iPhone "open in Safari" when in another browser, the nine steps with "trust the
 * app" and the web-app link; on a desktop a QR code of the page's own URL plus both sets of steps.
 */
const declaration = declareElement('ingame-install', {
  attributes: {
    /** Whose app (an operator's api id); defaults to the session's. */
    apiId: { type: 'number', min: 0, integer: true },
    /** Force one platform; detected from the browser by default. */
    platform: { type: 'string', values: ['ios', 'android', 'desktop'] },
    /** What the QR code opens (http or https); defaults to this page's URL (tokens removed). */
    url: { type: 'string' },
  },
  events: {} as {
    /**
     * The Android download finished; `detail` is `{ status, url }`, status `completed` or `failed`. Only for a file on
     * the page's own origin: a file on another host is a plain `download` link (the page's CSP or the host's CORS
     * would refuse reading it), which the browser downloads itself. A failed download also emits `ingame-error`, as
     * every failure does.
     */
    'ingame-download': { status: 'completed' | 'failed'; url: string };
  },
  parts: {} as {
    /** The whole guide. */
    base: true;
    /** The QR code (an SVG image). */
    qr: true;
    /** A list of install steps. */
    steps: true;
  },
  cssProperties: {} as {
    /** Width of the QR code (default 200px); it stays black on white. */
    '--ingame-qr-size': true;
    /** Buttons. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Install, {
  catalog: installCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-install': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
