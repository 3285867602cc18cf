/**
 * The element runtime: `defineElement(tag, Component, options)` wraps a feature component with
 * r2wc and gives it everything an embeddable element needs — an open shadow root with the base
 * stylesheet (components adopt their own: ui/styles), the page's one jotai store, a private
 * Lingui instance for its locale, the providers and error boundary of ui/element-providers, and
 * `ingame-*` DOM events.
 *
 * Events are dispatched from the host by `emit` rather than r2wc's `events` option, because r2wc
 * derives the event name from the prop name and cannot produce hyphenated names like ingame-close.
 */
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { useAtomValue } from 'jotai/react';
import { configFromDataset, gives, mergeConfig, warnUnknownConfigKeys, type PageConfig } from '../src/core/config';
import { getI18n, loadCatalog, loadLocale, type CatalogLoader } from '../src/i18n/i18n';
import { resolveLocale, type Locale } from '../src/i18n/locales';
import { configAtom, hostErrorAtom, localeAtom, sessionFailureAtom } from '../src/state/session';
import { retrySession } from '../src/state/session-start';
import { changeLanguage, ensureSession, startedSession, type StartOptions } from '../src/state/startup';
import { BUNDLE_VERSION, mayDefine, ownScriptTag, ownsPage } from '../src/state/bundle';
import { sessionStore, type SessionStore } from '../src/state/store';
import type { ElementContextValue } from '../src/ui/element-context';
import { ElementProviders } from '../src/ui/element-providers';
import { adoptSheets } from '../src/ui/styles';
import { LazySessionFailure, preloadFailureViews } from '../src/ui/lazy-error-notice';
import { ToastHost } from '../src/ui/toast-host';
import baseCss from '../src/ui/base.css?inline';
import { checkedProps, typeOf, type PropSpec, type PropType } from './prop-rules';

export interface ElementOptions<P> {
  /**
   * Attributes (kebab-case of the prop name): their types, and a number's rule (prop-rules.ts: a
   * value that breaks it warns once and the feature's default applies). `lang` is always there.
   */
  props?: Partial<Record<Extract<keyof P, string>, PropSpec>>;
  /**
   * How this element starts the session when it is the first on the page. Only <ingame-app>
   * passes the page's entry query parameters; a lobby page's parameters belong to the host.
   */
  session?: () => StartOptions;
  /**
   * The feature's texts (the catalog its FeatureScope waits for), asked for beside the shared ones,
   * so the element's first render has both: one round trip before it can render, not two (issue 30).
   */
  catalog?: CatalogLoader;
  /**
   * Asks for the element's first data once the session is ready, before the element has rendered
   * (issue 30): with the same resource key the feature reads, so it finds the answer, or the request
   * on its way, in the store. Called again when the element's language changes; what it returns
   * (whenSessionReady's cancel) runs when the element goes or its language changes first. `host`
   * is the element, for what its attributes say to ask for (the history's game).
   */
  prefetch?: (store: SessionStore, locale: Locale, host: HTMLElement) => (() => void) | void;
  /**
   * Show the element's own children (light DOM) until it renders: the page's skeleton of the
   * app's shell stays on screen while the texts arrive (issue 41), instead of an empty element.
   */
  childrenUntilRendered?: boolean;
}

// ─── page configuration ───

const CONFIGURED = Symbol.for('ingame.configured');
/** Where the ESM entry (index.ts) leaves a `configure()` made before this runtime loaded. */
const PENDING_CONFIG = Symbol.for('ingame.pendingConfig');
type Holder = { [CONFIGURED]?: boolean; [PENDING_CONFIG]?: ConfigureInput };
type ConfigureInput = Partial<Record<keyof PageConfig, unknown>>;

/** The settings the page gave (script tag or configure()): what "no API base" is checked against. */
const configuredKeys = new Set<string>();
/** How long after start-up a page may still configure() before it is told it gave no settings. */
const CONFIGURE_GRACE_MS = 1000;

/** Read data-* from the script tag that loaded the bundle, once per page. */
function applyScriptConfig(): void {
  const holder = globalThis as Holder;
  if (holder[CONFIGURED] || typeof document === 'undefined') return;
  holder[CONFIGURED] = true;
  const script = ownScriptTag(document);
  if (!script) return;
  const input = configFromDataset(script.dataset);
  for (const key of Object.keys(input)) configuredKeys.add(key);
  sessionStore.set(configAtom, mergeConfig(sessionStore.get(configAtom), input));
}

/**
 * Apply a `configure()` the ESM entry holds for this runtime. Called before any element starts the
 * session, so a host's boot-time `configure({ gameToken })` is what start-up reads, whichever of
 * the two loaded first (#26: otherwise the single-use token was exchanged twice).
 */
export function applyPendingConfig(): void {
  const holder = globalThis as Holder;
  const pending = holder[PENDING_CONFIG];
  if (!pending) return;
  delete holder[PENDING_CONFIG];
  configure(pending);
}

/**
 * `ingame.configure({ apiBase, logHost, languageHost, lang, token, gameToken, apiId, … })`:
 * page-wide settings; invalid values are ignored, unknown keys too (with one warning each).
 * Changing `lang` switches every element's language; new credentials switch the session (once
 * start-up is running; before, start-up reads them).
 */
export function configure(input: ConfigureInput): PageConfig {
  if (!ownsPage()) return sessionStore.get(configAtom);
  applyScriptConfig();
  warnUnknownConfigKeys(input);
  for (const key of Object.keys(input)) configuredKeys.add(key);
  const next = mergeConfig(sessionStore.get(configAtom), input);
  sessionStore.set(configAtom, next);
  if (gives(input, 'lang') && next.lang) void changeLanguage(sessionStore, next.lang);
  if ((gives(input, 'token') || gives(input, 'gameToken')) && startedSession(sessionStore)) {
    const switchTo = { token: next.token, gameToken: next.gameToken };
    void import('../src/state/session-switch').then((m) => m.switchSession(sessionStore, switchTo));
  }
  return next;
}

/**
 * Start the page's session (once): the page configuration first, then §4's start-up. Whoever
 * starts it checks the page's configuration once it is in, and a moment later: a bundled host may
 * call configure() just after its elements started.
 */
function startPageSession(options: StartOptions): Promise<void> {
  applyScriptConfig();
  applyPendingConfig();
  const starts = !startedSession(sessionStore);
  const started = ensureSession(sessionStore, options);
  if (starts)
    void started.then(() =>
      setTimeout(
        () =>
          void import('../src/state/misconfiguration').then(
            (m) => m.checkConfiguration(sessionStore, configuredKeys),
            // Not loadable now (offline): the check is for the host's developer, not the player.
            () => undefined,
          ),
        CONFIGURE_GRACE_MS,
      ),
    );
  return started;
}

/**
 * The ESM entry's early start (issue 30): the session starts as soon as this chunk has loaded,
 * beside the element's own code, instead of once the element has loaded and rendered — the token
 * exchange and §4's loads no longer wait for the feature's chunks. Not on a page of the full-page
 * app, whose start-up reads its entry parameters.
 */
export function startSessionEarly(): void {
  if (ownsPage()) void startPageSession({});
}

/** `ingame.logout()`: ends the session on this page and on the platform (cookies cleared; the elements show a guest). */
export async function logout(): Promise<void> {
  if (ownsPage()) await (await import('../src/state/session-switch')).endSession(sessionStore);
}

/** Runs `work` when the page is idle (at the latest after 2 s); on the next task where there is no idle callback. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

// ─── toasts: one host per page (ui/toast-host), so a toast shows once however many elements there are ───

let toastHost: symbol | null = null;

// ─── the root every element renders in ───

interface RootProps {
  tag: string;
  host: HTMLElement;
  lang?: string;
  options: ElementOptions<never>;
  /**
   * The feature and its props, not a `children` element made by the wrapper: the wrapper renders
   * once, and in the light build (preact) an element kept from that render holds the DOM it was
   * first drawn into. After a language switch every element's first (English) tree stayed in
   * memory, detached: 4,800 nodes and ~1 MB on the demo lobby (issue 30). Made here, the element
   * is new at each render and holds nothing. Not wrapped in memo(): preact's memo keeps the element
   * of its first render the same way (e2e long-lived "keeps no detached copy" fails with it).
   */
  feature: ComponentType<object>;
  featureProps: object;
}

function ElementRoot({
  tag,
  host,
  lang,
  options: { session, catalog, prefetch, childrenUntilRendered },
  feature: Feature,
  featureProps,
}: RootProps) {
  const pageLocale = useAtomValue(localeAtom, { store: sessionStore });
  const config = useAtomValue(configAtom, { store: sessionStore });
  const locale = lang ? resolveLocale(lang) : pageLocale;
  const [i18n, setI18n] = useState(() => getI18n(locale));
  // Messages are compiled without their English source text, so render only once they arrived.
  const [loaded, setLoaded] = useState(false);
  const [isToastHost] = useState(() => {
    if (toastHost) return null;
    toastHost = Symbol(tag);
    return toastHost;
  });

  const failure = useAtomValue(sessionFailureAtom, { store: sessionStore });
  const hostError = useAtomValue(hostErrorAtom, { store: sessionStore });

  useEffect(() => {
    const started = startPageSession(session?.() ?? {});
    // The failure views' chunk and texts once the session is in and the page is idle: off the way
    // to the first announcement (issue 30), in memory before an outage needs them (issue 27).
    void started.then(() =>
      whenIdle(
        () =>
          void preloadFailureViews()
            // The element's language now (the page's was decided during start-up, after mount).
            .then((views) => views.loadErrorTexts(lang ? resolveLocale(lang) : sessionStore.get(localeAtom)))
            .catch(() => undefined),
      ),
    );
    return () => {
      if (isToastHost && toastHost === isToastHost) toastHost = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start once, on first mount
  }, []);

  // After the start-up effect above, so the session this waits for is on its way.
  useEffect(() => prefetch?.(sessionStore, locale, host), [prefetch, locale, host]);

  useEffect(() => {
    let current = true;
    // The feature's catalog starts now too; its FeatureScope waits for it (and shows its failure).
    if (catalog) void loadCatalog(catalog, locale).catch(() => undefined);
    void loadLocale(locale, { languageHost: config.languageHost, groupIds: config.languageGroups }).then((instance) => {
      if (!current) return;
      setI18n(instance);
      setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [locale, catalog, config.languageHost, config.languageGroups]);

  useEffect(() => {
    host.setAttribute('data-locale', locale);
  }, [host, locale]);

  // One `ingame-error` per problem the host must hear about, from one element (events bubble).
  useEffect(() => {
    if (hostError && isToastHost)
      host.dispatchEvent(new CustomEvent('ingame-error', { detail: hostError, bubbles: true, composed: true }));
  }, [host, hostError, isToastHost]);

  const retry = () => void retrySession(sessionStore, startedSession(sessionStore) ?? Promise.resolve());

  const context = useMemo<ElementContextValue>(
    () => ({
      locale,
      emit: (name, detail) => host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
      styleRoot: host.shadowRoot,
    }),
    [host, locale],
  );

  return (
    <ElementProviders
      tag={tag}
      store={sessionStore}
      i18n={i18n}
      context={context}
      aside={isToastHost ? <ToastHost /> : null}
    >
      {/* The shared texts first; each feature then waits for its own catalog (asked for beside them). */}
      {!loaded ? (
        childrenUntilRendered ? (
          <slot />
        ) : null
      ) : failure ? (
        <LazySessionFailure error={failure} retry={retry} />
      ) : (
        <Feature {...featureProps} />
      )}
    </ElementProviders>
  );
}

type HostProps = { container?: ShadowRoot | HTMLElement; lang?: string };

/**
 * Define `tag` once (guarded: a second copy of the bundle does nothing, and says so once when it
 * is another version). The class carries the bundle version: `customElements.get(tag).version`.
 */
export function defineElement<P extends object>(
  tag: string,
  Feature: ComponentType<P>,
  options: ElementOptions<P> = {},
): void {
  // A second copy of the bundle on the page leaves every element to the first (state/bundle).
  if (typeof customElements === 'undefined' || !mayDefine(tag)) return;
  applyScriptConfig();
  const specs = (options.props ?? {}) as Record<string, PropSpec>;

  function Wrapped(props: P & HostProps) {
    const root = props.container;
    const host = (root instanceof ShadowRoot ? root.host : root) as HTMLElement;
    const { container: _container, ...given } = props;
    const featureProps = checkedProps(tag, specs, given, kebab, (attribute) => host.getAttribute(attribute));
    return (
      <ElementRoot
        tag={tag}
        host={host}
        lang={props.lang}
        options={options}
        feature={Feature as ComponentType<object>}
        featureProps={featureProps}
      />
    );
  }
  Wrapped.displayName = `Element(${tag})`;

  const props = Object.fromEntries([
    ['lang', 'string'],
    ...Object.entries(specs).map(([name, spec]) => [name, typeOf(spec)]),
  ]) as Record<string, PropType>;
  const Base = r2wc(Wrapped as ComponentType<P & HostProps>, { shadow: 'open', props: props as never });
  const attributeOf = Object.fromEntries(Object.keys(props).map((name) => [name, kebab(name)]));
  const propOf = Object.fromEntries(Object.entries(attributeOf).map(([name, attribute]) => [attribute, name]));

  class IngameElement extends (Base as unknown as new () => R2wcElement) {
    static readonly version = BUNDLE_VERSION;
    constructor() {
      super();
      // The base sheet here; every component adopts its own when it renders (ui/styles).
      adoptSheets(this.shadowRoot!, [baseCss]);
      // A property set on the element before its code loaded (`el.interval = 1234` on an
      // undefined tag) is an own data property that hides the class's accessor: take it off and
      // set it again through the accessor, as Lit and Shoelace do on upgrade.
      for (const name of Object.keys(props)) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = (this as unknown as Record<string, unknown>)[name];
        delete (this as unknown as Record<string, unknown>)[name];
        (this as unknown as Record<string, unknown>)[name] = value;
      }
    }
    // r2wc ignores a removed attribute (the prop keeps its last value); here removing it, or
    // setting its property to null/undefined, gives the component `undefined`, so its default applies.
    override attributeChangedCallback(attribute: string, old: string | null, value: string | null) {
      const name = propOf[attribute];
      if (value === null && name !== undefined) this.resetProp(name);
      else super.attributeChangedCallback(attribute, old, value);
    }
    resetProp(name: string) {
      this[R2WC_PROPS][name] = undefined;
      this[R2WC_RENDER]();
    }
  }
  for (const [name, attribute] of Object.entries(attributeOf)) {
    const base = Object.getOwnPropertyDescriptor(Base.prototype, name)!;
    Object.defineProperty(IngameElement.prototype, name, {
      ...base,
      set(this: IngameElement, value: unknown) {
        if (value !== null && value !== undefined) return base.set!.call(this, value);
        if (this.hasAttribute(attribute)) this.removeAttribute(attribute);
        else this.resetProp(name);
      },
    });
  }
  customElements.define(tag, IngameElement);
}

// r2wc 2.1's per-element state, under global symbols (@r2wc/core): the parsed props and the render.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
interface R2wcElement extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  attributeChangedCallback(attribute: string, old: string | null, value: string | null): void;
}
/** r2wc's attribute name of a prop: `rankingId` → `ranking-id`. */
const kebab = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
