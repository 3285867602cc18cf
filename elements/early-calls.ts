/**
 * What the ESM entry starts before any other chunk has arrived (issue 45 item 2): the whole chunk
 * graph of each tag on the page, its texts in the page's language, and — for `<ingame-marquee>` —
 * the operator's settings and the marquee list, all at once. Before, the calls waited for React and
 * the runtime to arrive and run, and the list for the settings: five dependent round trips to the
 * first announcement where a hand-written page needs two.
 *
 * Plain `fetch`, no library: this is part of the entry every lobby page downloads. The answers are
 * left on a global symbol; the data layer (src/state/early.ts) takes each once, for the same URL
 * only, checks it as it checks any answer (envelope, reader, gate, token, timeout) and asks again
 * itself when it is missing, stale, for another URL, or failed. Both calls are public (the
 * settings' answer is the same with or without a session), so no credential is sent here.
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
  return { ...tag?.dataset, ...(globalThis as Holder)[PENDING_CONFIG] };
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
 * list per tag, `%` standing for a locale) and, for the marquee, its two calls. Not on a page of
 * the full-page app, which starts from its own entry parameters; nothing without a configured api
 * id (the calls need it).
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
  const marquee = first && tags.includes('ingame-marquee') && base && Number.isInteger(apiId) && apiId > 0;
  let drawn: Promise<unknown> | null = null;
  // The two calls first, then the first announcement's own small chunk (marquee-early.ts): they are
  // all the first text waits for, and each module preload below costs the page's thread a few
  // milliseconds (20–40 ms for the five of a lobby at CPU ×4) before the next request can leave.
  if (first) {
    const calls: Record<string, unknown> = (holder[EARLY_CALLS] = {});
    const ask = (path: string) => {
      const abort = new AbortController();
      const answer = fetch(base + path, { signal: abort.signal, headers: { Accept: 'application/json' } }).then((r) =>
        r.text().then((text) => ({ status: r.status, text, trace: r.headers.get('x-trace') ?? '' })),
      );
      answer.catch(() => undefined);
      calls[base + path] = { at: Date.now(), answer, abort: () => abort.abort() };
      return answer;
    };
    if (marquee) {
      const settings = ask(`/game-setting/user-api-info/${apiId}`);
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
