/**
 * The root every element renders in: it starts the page's session, loads the element's texts
 * (a private Lingui instance for its locale), asks for its first data, and renders the feature
 * inside ui/element-providers (the page's one jotai store, the error boundary, `ingame-*` events
 * through `emit`) — or the session failure, or the page's skeleton until the texts are in.
 *
 * Events are dispatched from the host by `emit` rather than r2wc's `events` option, because r2wc
 * derives the event name from the prop name and cannot produce hyphenated names like ingame-close.
 */
import { useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { useAtomValue } from 'jotai/react';
import { getI18n, loadCatalog, loadLocale, type CatalogLoader } from '../src/i18n/i18n';
import { resolveLocale, type Locale } from '../src/i18n/locales';
import { configAtom, hostErrorAtom, localeAtom, sessionFailureAtom } from '../src/state/session';
import { retrySession } from '../src/state/session-start';
import { startedSession, type StartOptions } from '../src/state/startup';
import { sessionStore, type SessionStore } from '../src/state/store';
import { EARLY_SLOT, type ElementContextValue } from '../src/ui/element-context';
import { ElementProviders } from '../src/ui/element-providers';
import { LazySessionFailure, preloadFailureViews } from '../src/ui/error-notice';
import { ToastHost } from '../src/ui/toast-host';
import { startPageSession, whenIdle } from './session-start';

export interface ElementOptions {
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
  /**
   * Show the entry's drawing of the element's first frame (a child in the `ingame-early` slot,
   * elements/marquee-early.ts) until it renders; the feature then shows it until its own is ready.
   */
  earlyDrawing?: boolean;
}

// ─── toasts: one host per page (ui/toast-host), so a toast shows once however many elements there are ───

let toastHost: symbol | null = null;

// ─── the root every element renders in ───

interface RootProps {
  tag: string;
  host: HTMLElement;
  lang?: string;
  options: ElementOptions;
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

export function ElementRoot({
  tag,
  host,
  lang,
  options: { session, catalog, prefetch, childrenUntilRendered, earlyDrawing },
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
      // One render, not slices of a transition. The app's shell (the one element with a skeleton
      // of its own) runs, on its own page, once the first page's calls have left (app-early.ts);
      // a sliced render of it was begun again by each answer that came in meanwhile (stop 76).
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

  // The slot the constructor put in the shadow root for the entry's drawing (define.tsx) goes at
  // the first commit, which shows the drawing through its own (above).
  useLayoutEffect(() => {
    host.shadowRoot?.querySelector('slot[data-until-rendered]')?.remove();
  }, [host]);

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
        ) : earlyDrawing ? (
          <slot name={EARLY_SLOT} />
        ) : null
      ) : failure ? (
        <LazySessionFailure error={failure} retry={retry} />
      ) : (
        <Feature {...featureProps} />
      )}
    </ElementProviders>
  );
}
