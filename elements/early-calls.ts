/**
 * What the ESM entry starts before any other chunk has arrived (issue 45 item 2): the whole chunk
 * graph of each tag on the page, its texts in the page's language, the operator's settings and —
 * for `<ingame-marquee>` — the marquee list, all at once. Before, the calls waited for React and
 * the runtime to arrive and run, and the list for the settings: five dependent round trips to the
 * first announcement where a hand-written page needs two.
 *
 * Plain `fetch`, no library: this is part of the entry every lobby page downloads. The answers are
 * left on a global symbol; the data layer (src/state/early.ts) takes each once, for the same URL
 * only, checks it as it checks any answer (envelope, reader, gate, token, timeout) and asks again
 * itself when it is missing, stale, for another URL, or failed. These two calls are public (the
 * settings' answer is the same with or without a session), so no credential is sent with them.
 *
 * One call carries a credential: the game token's exchange (`POST /token`, §4), on a page whose
 * settings give a game token and whose tab holds no session yet (`exchangeBody`). It leaves with
 * the code instead of after the runtime has arrived and run (the history's first rows waited one
 * round trip for it), in its body only, with the tab's page key that start-up would send, and the
 * game token is kept in the tab first, as start-up keeps it (a reload during the exchange asks
 * again with the same key and gets the same session: docs/security.md). Start-up takes its answer
 * only for the same URL and the same body (state/session-start.ts `exchangeGameToken`). Once it
 * answers, each `<ingame-history>`'s first page of rounds leaves with that session in its
 * Authorization header (history-early.ts), taken only by the same session (state/early.ts).
 */

/** Where the early calls wait for the data layer: URL → call (src/state/early.ts). */
const EARLY_CALLS = Symbol.for('ingame.earlyCalls');
/** Where the entry holds a `configure()` made before the runtime loaded (page-config.ts). */
const PENDING_CONFIG = Symbol.for('ingame.pendingConfig');
type Config = Record<string, unknown>;
type Holder = { [EARLY_CALLS]?: Record<string, unknown>; [PENDING_CONFIG]?: Config };

/** The 17 locales (src/i18n/locales.ts; tests/unit/early-answer.test.ts keeps the two in step). */
const LOCALES = 'en zh-TW zh-CN th vi id ja ta ko es pt de sv it nl ro da'.split(' ');
/** The API's LangId region where it is not the language's own code in capitals (API_LANG). */
const REGIONS: Record<string, string> = {
  en: 'US',
  vi: 'VN',
  ja: 'JP',
  ta: 'IN',
  ko: 'KR',
  pt: 'BR',
  sv: 'SE',
  da: 'DK',
};

/** resolveLocale (src/i18n/locales.ts), for the entry. */
export function localeOf(raw: unknown): string {
  const tag = typeof raw === 'string' ? raw.trim().replace(/_/g, '-').toLowerCase() : '';
  if (/^zh-(?:hant|hk)$/.test(tag)) return 'zh-TW';
  const base = tag.split('-')[0];
  return (
    LOCALES.find((l) => l.toLowerCase() === tag) ?? (base === 'zh' ? 'zh-CN' : LOCALES.find((l) => l === base)) ?? 'en'
  );
}

/** API_LANG (src/i18n/locales.ts): `th` → `th-TH`. */
export const apiLangOf = (locale: string) =>
  locale.includes('-') ? locale : `${locale}-${REGIONS[locale] ?? locale.toUpperCase()}`;

/**
 * The page's settings as start-up will read them: the script tag's `data-*` (own properties only,
 * #46) under a `configure()` held for the runtime.
 */
export function pageSettings(doc: Document, root: string): Config {
  let tag: HTMLScriptElement | undefined;
  for (const s of doc.querySelectorAll<HTMLScriptElement>('script[data-ingame],script[src]'))
    if (s.hasAttribute('data-ingame') || s.src.startsWith(root)) {
      tag = s;
      break;
    }
  // No prototype: a setting the page does not give is not found on a polluted Object.prototype
  // (#46; the exchange's API base and game token among them).
  return Object.assign(Object.create(null) as Config, tag?.dataset, (globalThis as Holder)[PENDING_CONFIG]);
}

/**
 * The API base an early call may go to: a same-origin path or an https URL, without credentials or
 * control characters (a subset of what core/config.ts `resolveBaseUrl` accepts, resolved the same
 * way, against the document's own URL). Anything else: no early call; the client decides later.
 */
export function earlyApiBase(raw: unknown, pageUrl: string): string | null {
  const value = (typeof raw === 'string' ? raw : '/api').trim();
  if (!/^(?:\/(?![/\\])|https:\/\/)/i.test(value) || /[\\\0-\x1f\x7f]/.test(value)) return null;
  const url = new URL(value, pageUrl);
  return /^https?:$/.test(url.protocol) && !url.username && !url.password ? url.href.replace(/\/+$/, '') : null;
}

/** The page's language as start-up decides it: `lang` given, else the language cookie, else the browser's. */
function pageLocale(doc: Document, config: Config): string {
  const given = typeof config.lang === 'string' && config.lang.trim() ? config.lang : null;
  let saved: string | undefined;
  try {
    saved = decodeURIComponent(/(?:^|;\s*)ingame_lang=([^;]+)/.exec(doc.cookie)?.[1] ?? '') || undefined;
  } catch {
    // An unreadable cookie: start-up does not read it either.
  }
  return localeOf(given ?? saved ?? navigator.language);
}

/** The tab's keys in sessionStorage (core/cookies.ts `storageKeyOf`, state/session-start.ts `PAGE_KEY_STORAGE`). */
export const TAB_KEYS = { token: 'ingame:token', gameToken: 'ingame:gameToken', pageKey: 'ingame:pageKey' };

/** core/validate.ts `normalizeToken`: printable ASCII without spaces, not the `{token}` placeholder. */
const tokenOf = (raw: unknown) => {
  const token = typeof raw === 'string' ? raw.trim() : '';
  return /^[\x21-\x7e]{1,4096}$/.test(token) && token !== '{token}' ? token : null;
};

/**
 * The body of the early exchange, or null when start-up should decide alone: no game token in the
 * page's settings, a session token of the host's beside it, no sessionStorage (`tab()` the tab's,
 * which may throw), or a tab that holds a session or an exchange of its own already (start-up may
 * need none). Makes the tab's page key as `pageKey()` makes it, and keeps the game token in the
 * tab before the exchange leaves.
 */
export function exchangeBody(config: Config, tab: () => Storage | null): { Token: string; PageKey: string } | null {
  const token = tokenOf(config.gameToken);
  if (!token || tokenOf(config.token)) return null;
  try {
    const storage = tab();
    if (!storage || storage.getItem(TAB_KEYS.token) || storage.getItem(TAB_KEYS.gameToken)) return null;
    let key = storage.getItem(TAB_KEYS.pageKey);
    if (!key || key.length < 16) {
      key = Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
      storage.setItem(TAB_KEYS.pageKey, key);
    }
    storage.setItem(TAB_KEYS.gameToken, token);
    return { Token: token, PageKey: key };
  } catch {
    // Storage refused (sandboxed, storage off): start-up keeps the session in memory and exchanges.
    return null;
  }
}

/**
 * Fetches the bundle's chunk `name` (`chunks/<name>.js` under `root`) ahead of its import:
 * `modulepreload` fetches and compiles it, and the import that follows runs it without asking
 * again. Not an `import()` of a computed URL: a host's bundler (Next's Turbopack) fails the build on one.
 */
export function preloadChunk(doc: Document, root: string, name: string): void {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = `${root}chunks/${name}.js`;
  (doc.head ?? doc.documentElement).append(link);
}

/**
 * Start a page's early work for `tags` (found in `doc`): each one's chunks (`graph`: the build's
 * list per tag, `%` standing for a locale), the game token's exchange when it may leave now
 * (`exchangeBody`), the operator's settings and, for the marquee, its list. Not on a page of the
 * full-page app, which starts from its own entry parameters; neither call without a configured api
 * id (they need it).
 */
export function startEarly(
  doc: Document,
  tags: string[],
  root: string,
  graph: Record<string, string[]> | undefined,
): Promise<unknown> | null {
  // The full-page app starts from its entry parameters (its language among them): its chunks only
  // (its texts and first page come with its session, elements/app-start.ts).
  const app = doc.querySelector('ingame-app') !== null;
  const config = pageSettings(doc, root);
  const page = pageLocale(doc, config);
  const locales = new Set([page]);
  for (const tag of tags)
    for (const el of doc.querySelectorAll(tag))
      if (el.hasAttribute('lang')) locales.add(localeOf(el.getAttribute('lang')));
  const holder = globalThis as Holder;
  const apiId = Number(config.apiId);
  const base = earlyApiBase(config.apiBase, doc.URL);
  // Every chunk the tags need, largest first, and their texts, at once (an ES module graph
  // otherwise comes one level of imports per round trip). Asking twice for one file fetches it once.
  const load = (texts: boolean) => {
    for (const tag of tags)
      for (const name of graph?.[tag] ? [...graph[tag], ...(texts ? [] : [`../elements/${tag}`])] : [])
        if (name.includes('%') === texts)
          for (const locale of texts ? (app ? [] : locales) : ['']) preloadChunk(doc, root, name.replace('%', locale));
  };
  // Once per page, from the first discovery: later, the runtime is here and asks itself.
  const first = !holder[EARLY_CALLS] && !app;
  // The operator's settings, which every element waits for (§4), when the page names its api id.
  const operator = first && base && Number.isInteger(apiId) && apiId > 0;
  const marquee = operator && tags.includes('ingame-marquee');
  let drawn: Promise<unknown> | null = null;
  // The two calls first, then the first announcement's own small chunk (marquee-early.ts): they are
  // all the first text waits for, and each module preload below costs the page's thread a few
  // milliseconds (20–40 ms for the five of a lobby at CPU ×4) before the next request can leave.
  if (first) {
    const calls: Record<string, unknown> = (holder[EARLY_CALLS] = {});
    const ask = (path: string, body?: string, token?: string) => {
      const abort = new AbortController();
      const json = 'application/json';
      // The exchange's answer is a session, a player's rounds are theirs: no copy in the HTTP
      // cache, as the client's calls (#46). The session token in its header only, never the URL.
      const init: RequestInit = body
        ? { method: 'POST', body, cache: 'no-store', headers: { Accept: json, 'Content-Type': json } }
        : token
          ? { cache: 'no-store', headers: { Accept: json, Authorization: `Bearer ${token}` } }
          : { headers: { Accept: json } };
      const answer = fetch(base + path, { ...init, signal: abort.signal }).then((r) =>
        r.text().then((text) => ({ status: r.status, text, trace: r.headers.get('x-trace') ?? '' })),
      );
      answer.catch(() => undefined);
      calls[base + path] = { at: Date.now(), answer, abort: () => abort.abort(), body, token };
      return answer;
    };
    const exchange = base && exchangeBody(config, () => globalThis.sessionStorage);
    const session = exchange && ask('/token', JSON.stringify(exchange));
    // Each history's first page of rounds, with the session the exchange gives (history-early.ts):
    // a small chunk of its own, asked for beside the exchange, so no other page pays for it.
    if (session && tags.includes('ingame-history'))
      import('./history-early')
        .then((m) =>
          m.askFirstPages(
            doc,
            (el) => apiLangOf(el.hasAttribute('lang') ? localeOf(el.getAttribute('lang')) : page),
            session,
            ask,
          ),
        )
        .catch(() => undefined);
    const settings = operator ? ask(`/game-setting/user-api-info/${apiId}`) : null;
    if (marquee && settings) {
      const lists = new Map([...locales].map((locale) => [locale, ask(`/marquee/${apiId}/${apiLangOf(locale)}`)]));
      // Only from our own files (`graph`): in a host's bundle a framework may own the element's
      // children (a server-rendered page it hydrates).
      drawn = graph
        ? import('./marquee-early')
            .then((m) => m.paintFirstAnnouncements(doc, page, localeOf, settings, lists))
            // Not drawn: the element draws its first announcement itself, as it always could.
            .catch(() => undefined)
        : null;
    }
  }
  load(false);
  load(true);
  // Until it is drawn, or for HOLD_MS at most, React and the runtime wait to run (they arrive
  // meanwhile): at CPU ×4 their evaluation is a task of 200–340 ms, and the answers that came
  // during it waited for it, so the first text came with the element's own (issue 45).
  return drawn && Promise.race([drawn, new Promise((done) => setTimeout(done, HOLD_MS))]);
}

/** How long the entry's drawing of the first announcement may hold the element's code back (ms). */
const HOLD_MS = 1000;
