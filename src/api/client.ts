/**
 * The one ofetch instance (§7): base URL from configuration, 60 s timeout, bearer on authenticated
 * calls, arrays serialised without brackets, the envelope unwrapped (Code 0 → Data, anything else
 * rejects with the body plus the x-trace header). What a failure *does* to the session (§8: reset
 * on 9100/9101, toast for authenticated calls) is decided by the hooks the state layer installs,
 * so this module stays free of React and jotai.
 *
 * What the hooks cannot change (#46, docs/security.md): each request's API base is checked here,
 * when it is made — a refused one (plain http off this machine, `//host`, not a URL…) fails with
 * 5004 and nothing is sent — and resolved against the document's own URL, so an injected
 * `<base href>` does not move it; a call that carries the session token asks the browser to
 * keep nothing (`cache: 'no-store'`).
 */
import { ofetch } from 'ofetch';
import { resolveBaseUrl } from '../core/config';
// Not the contract's barrel (index.ts): the runtime chunk takes only what it imports (issue 30).
import { CODES, type ApiError } from './contract/common';
import { endpointMeta, type ApiKey, type CallInput, type EndpointMeta, type ResponseData } from './contract/endpoints';
import { buildPath, PathParamError, splitKey } from './paths';
import { ShapeError, type Reader } from './read';

export interface ClientHooks {
  /** The API base in force (the state layer pins it at sign-in); checked on every request, here. */
  baseUrl(): string;
  token(): string | null;
  /** True when the session's login token is past its `exp`: the call is not made (9100, §8). */
  tokenExpired?(): boolean;
  timeoutMs(): number;
  /** Called for every failed call, after the error is built; may reset the session (§8). */
  onError?(error: ApiError, key: ApiKey, meta: EndpointMeta): void;
}

const HOOKS_KEY = Symbol.for('ingame.api.hooks');
type HookHolder = { [HOOKS_KEY]?: ClientHooks };

const defaultHooks: ClientHooks = {
  baseUrl: () => '/api',
  token: () => null,
  timeoutMs: () => 60_000,
};

/** The state layer installs its hooks once per page (shared by every element and bundle copy). */
export function installClientHooks(hooks: ClientHooks): void {
  (globalThis as HookHolder)[HOOKS_KEY] = hooks;
}

function hooks(): ClientHooks {
  return (globalThis as HookHolder)[HOOKS_KEY] ?? defaultHooks;
}

/** GameIds=1&GameIds=2, never GameIds[]=1 (§7). Undefined and null values are left out. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'Code' in value && 'trace' in value;
}

/** Any thrown value as an ApiError, so every failure can be shown with the §8 widget. */
export function toApiError(thrown: unknown): ApiError {
  if (isApiError(thrown)) return thrown;
  return {
    Code: CODES.INTERNAL,
    Message: thrown instanceof Error ? thrown.message : String(thrown),
    trace: '',
    status: 0,
  };
}

function apiError(Code: number, Message: string, trace: string, status: number, Data?: unknown): ApiError {
  return { Code, Message, trace, status, ...(Data === undefined ? {} : { Data }) };
}

/** Turn a raw HTTP answer into Data or an ApiError; exported for tests of malformed bodies. */
export function unwrapEnvelope<T>(status: number, text: string, trace: string): T {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(
      status >= 500 ? CODES.INTERNAL : CODES.MALFORMED_RESPONSE,
      `Malformed response (HTTP ${status})`,
      trace,
      status,
    );
  }
  if (typeof body !== 'object' || body === null || typeof (body as { Code?: unknown }).Code !== 'number') {
    throw apiError(CODES.MALFORMED_RESPONSE, `Malformed response (HTTP ${status})`, trace, status);
  }
  const { Code, Message, Data } = body as { Code: number; Message?: unknown; Data?: unknown };
  if (Code !== 0 || status >= 400) {
    const code = Code !== 0 ? Code : CODES.INTERNAL;
    throw apiError(code, typeof Message === 'string' ? Message : '', trace, status, Data);
  }
  return Data as T;
}

/**
 * Call one §7 endpoint by its contract key; `read` (the call's reader from the contract) checks
 * the answer's `Data`, and a wrong shape rejects like any failure, with Code 5001.
 */
export async function call<K extends ApiKey>(
  key: K,
  input: CallInput<K> = {} as CallInput<K>,
  read?: Reader<ResponseData<K>>,
): Promise<ResponseData<K>> {
  const meta = endpointMeta(key);
  const { method, path } = splitKey(key);
  const h = hooks();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = meta.auth === 'none' ? null : h.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Every failure names its call (the `ingame-error` detail's `call`) before the hooks see it.
  const fail = (error: ApiError): never => {
    error.call = key;
    h.onError?.(error, key, meta);
    throw error;
  };
  if (token && h.tokenExpired?.()) return fail(apiError(CODES.TOKEN_EXPIRED, 'Your session has expired.', '', 0));
  const base = resolveBaseUrl(h.baseUrl());
  if ('reason' in base) {
    return fail(apiError(CODES.MISCONFIGURED, `The API base (apiBase) is refused: ${base.reason}.`, '', 0));
  }
  let error: ApiError;
  try {
    const url =
      buildPath(path, input.params as Record<string, unknown>) +
      serializeQuery(input.query as unknown as Record<string, unknown>);
    const response = await ofetch.raw(url, {
      baseURL: base.url,
      method,
      headers,
      body: input.body as Record<string, unknown> | undefined,
      timeout: h.timeoutMs(),
      priority: meta.background ? 'low' : undefined,
      // A session's answers are the player's: no copy in the browser's HTTP cache (#46).
      cache: token ? 'no-store' : undefined,
      retry: 0,
      responseType: 'text',
      ignoreResponseError: true,
      // Own properties, so a polluted Object.prototype supplies none of ofetch's hooks (#46).
      onRequest: undefined,
      onRequestError: undefined,
      onResponse: undefined,
      onResponseError: undefined,
      parseResponse: undefined,
    });
    const trace = response.headers.get('x-trace') ?? '';
    const data = unwrapEnvelope<unknown>(response.status, response._data ?? '', trace);
    if (!read) return data as ResponseData<K>;
    try {
      return read(data);
    } catch (shape) {
      if (!(shape instanceof ShapeError)) throw shape;
      throw apiError(CODES.MALFORMED_RESPONSE, `Malformed response: ${shape.message}`, trace, response.status);
    }
  } catch (thrown) {
    error = isApiError(thrown)
      ? thrown
      : thrown instanceof PathParamError
        ? apiError(CODES.BAD_REQUEST, thrown.message, '', 0)
        : fromThrown(thrown);
  }
  return fail(error);
}

function fromThrown(thrown: unknown): ApiError {
  const name = (thrown as { name?: string; cause?: { name?: string } })?.name;
  const causeName = (thrown as { cause?: { name?: string } })?.cause?.name;
  if (name === 'TimeoutError' || causeName === 'TimeoutError' || /timeout/i.test(String((thrown as Error)?.message))) {
    return apiError(CODES.TIMEOUT, 'Connection is timeout, please close this page and try again later.', '', 0);
  }
  // Never the library's text: it carries the request URL and the browser's "Failed to fetch" (#25).
  return apiError(CODES.NETWORK, 'Network error', '', 0);
}

/**
 * A file as a Blob (the install guide's APK on the page's own origin, §4 resource states): the one
 * network path besides `call`, so no feature calls `fetch` itself. Fails with an ApiError whose
 * Message is `HTTP <status>` (or the network failure), never the library's text with the URL.
 */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal, credentials: 'omit' }).catch((thrown: unknown) => {
    throw fromThrown(thrown);
  });
  if (!response.ok) throw apiError(CODES.INTERNAL, `HTTP ${response.status}`, '', response.status);
  return response.blob();
}
