/**
 * Misconfiguration says so (#25): a page that starts an element without an API base or api id,
 * or whose origin the platform refuses (CORS), gets one console warning and one `ingame-error`
 * (`hostErrorAtom`, emitted by the runtime) with a code and a hint for the host's developer.
 * Players never see the raw URL or the browser's "Failed to fetch".
 */
import { CODES, type ApiError } from '../api/contract';
import { configAtom, hostErrorAtom } from './session';
import type { SessionStore } from './store';

const told = new Set<number | string>();

/** One console warning per cause and page; `host` also sends it to the host as `ingame-error`. */
function tell(store: SessionStore, Code: number, hint: string, cause: number | string = Code, host = true): void {
  if (told.has(cause)) return;
  told.add(cause);
  console.warn(`[ingame] ${hint}`);
  const error: ApiError = { Code, Message: hint, trace: '', status: 0 };
  if (host) store.set(hostErrorAtom, error);
}

/**
 * Checked once start-up is done (so a `configure()` right after the elements were defined counts):
 * `configured` names the settings the page gave (script tag or configure()).
 */
export function checkConfiguration(store: SessionStore, configured: ReadonlySet<string>): void {
  const config = store.get(configAtom);
  const missing = [
    configured.has('apiBase') ? null : 'API base (data-api-base / apiBase)',
    config.apiId || config.token || config.gameToken ? null : 'api id (data-api-id / apiId)',
  ].filter(Boolean);
  if (missing.length === 0) return;
  tell(
    store,
    CODES.MISCONFIGURED,
    `The page gives no ${missing.join(' and no ')}: set it on the bundle's script tag or with ingame.configure(). ` +
      `Until then the elements call ${config.apiBase} on this page's own server.`,
  );
}

/**
 * A call that failed without an answer (a refused origin?) or was refused before it was sent:
 * a refused API base (api/client, #46) gets one console message and one `ingame-error` naming
 * the cause; the elements show 5004.
 */
export function checkFailure(store: SessionStore, error: ApiError): void {
  if (error.Code === CODES.NETWORK) checkRefusedOrigin(store, error);
  else if (error.status === 404 && error.Code === CODES.MALFORMED_RESPONSE)
    // A 404 without the platform's envelope: the API base points at a server, not at its API path.
    // (Each element reports its own failure; this is the engineer's hint, once per page.)
    tell(
      store,
      error.Code,
      `${store.get(configAtom).apiBase} answers 404 for ${error.call ?? 'the API'}: the API base (data-api-base / apiBase) ` +
        "must be the platform's API path (e.g. https://platform.example/api).",
      'api-404',
      false,
    );
  else if (error.Code === CODES.MISCONFIGURED)
    tell(
      store,
      CODES.MISCONFIGURED,
      `${error.Message} Set a valid one (data-api-base / ingame.configure()): until then no call is sent.`,
    );
}

/**
 * A call that failed without an answer: a cross-origin API base that refuses this page's origin,
 * or a platform that does not answer at all (apiBase unreachable) — each said once on the console.
 * The elements report their own failures to the host; only a refused origin is a host error too.
 */
export function checkRefusedOrigin(store: SessionStore, error: ApiError): void {
  if (error.Code !== CODES.NETWORK || told.has(CODES.ORIGIN_REFUSED) || typeof location === 'undefined') return;
  let base: URL;
  try {
    base = new URL(store.get(configAtom).apiBase, location.href);
  } catch {
    return;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  if (base.origin === location.origin) return tellUnreachable(store, base);
  // A no-cors request needs no permission: if it gets through, the platform is up and the
  // failure was its CORS answer to this page's origin; if not, the network (or the platform) is down.
  probing ??= fetch(base.origin + '/', { mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
    () => {
      tell(
        store,
        CODES.ORIGIN_REFUSED,
        `The platform at ${base.origin} refuses this page's origin (${location.origin}): ` +
          "add it to the platform's allowed origins (CORS).",
      );
    },
    () => {
      probing = null;
      tellUnreachable(store, base);
    },
  );
}

function tellUnreachable(store: SessionStore, base: URL): void {
  tell(
    store,
    CODES.NETWORK,
    `The platform at ${base.href} does not answer (apiBase unreachable): check the address and that the ` +
      'platform is up (or the network is down).',
    'unreachable',
    false,
  );
}
let probing: Promise<void> | null = null;
