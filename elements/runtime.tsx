/**
 * The element runtime: `defineElement(tag, Component, options)` wraps a feature component with
 * r2wc and gives it everything an embeddable element needs — an open shadow root with the styles
 * adopted into it (constructable stylesheets: no <style> injection, works under a strict CSP),
 * the page's one jotai store, a private Lingui instance for its locale, an error boundary that
 * shows the §8 widget instead of breaking the host page, and `ingame-*` DOM events.
 *
 * Events are dispatched from the host by `emit` rather than r2wc's `events` option, because r2wc
 * derives the event name from the prop name and cannot produce hyphenated names like ingame-close.
 */
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { Provider, useAtomValue } from 'jotai/react';
import { I18nProvider } from '@lingui/react';
import { configFromDataset, mergeConfig, type PageConfig } from '../src/core/config';
import { getI18n, loadLocale, type CatalogLoader } from '../src/i18n/i18n';
import { resolveLocale } from '../src/i18n/locales';
import { reportError } from '../src/state/logging';
import { configAtom, localeAtom } from '../src/state/session';
import { changeLanguage, ensureSession, type StartOptions } from '../src/state/startup';
import { sessionStore } from '../src/state/store';
import { ElementContext, type ElementContextValue } from '../src/ui/element-context';
import { LazyErrorNotice } from '../src/ui/lazy-error-notice';
import { toastsAtom } from '../src/state/toasts';
import baseCss from '../src/ui/base.css?inline';

type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementOptions<P> {
  /** Attributes (kebab-case of the prop name) and their types. `lang` is always there. */
  props?: Partial<Record<Extract<keyof P, string>, PropType>>;
  /** CSS strings adopted into the shadow root after the base sheet. */
  styles?: string[];
  /** The element's message catalogs (loaded with the shared one, per locale). */
  catalogs?: CatalogLoader[];
  /**
   * How this element starts the session when it is the first on the page. Only <ingame-app>
   * passes the page's entry query parameters; a lobby page's parameters belong to the host.
   */
  session?: () => StartOptions;
}

// ─── page configuration ───

const CONFIGURED = Symbol.for('ingame.configured');
type Holder = { [CONFIGURED]?: boolean };

/** Read data-* from the script tag that loaded the bundle, once per page. */
function applyScriptConfig(): void {
  const holder = globalThis as Holder;
  if (holder[CONFIGURED] || typeof document === 'undefined') return;
  holder[CONFIGURED] = true;
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[data-api-base], script[data-lang], script[data-api-id], script[data-log-host]');
  if (script) sessionStore.set(configAtom, mergeConfig(sessionStore.get(configAtom), configFromDataset(script.dataset)));
}

/**
 * `ingame.configure({ apiBase, logHost, languageHost, lang, token, gameToken, apiId })`: page-wide
 * settings; invalid values are ignored. Changing `lang` switches every element's language.
 */
export function configure(input: Partial<Record<keyof PageConfig, unknown>>): PageConfig {
  applyScriptConfig();
  const next = mergeConfig(sessionStore.get(configAtom), input);
  sessionStore.set(configAtom, next);
  if ('lang' in input && next.lang) void changeLanguage(sessionStore, next.lang);
  return next;
}

// ─── styles ───

const sheets = new Map<string, CSSStyleSheet>();
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

// ─── toasts: one host per page, so a toast shows once however many elements there are ───

let toastHost: symbol | null = null;
const LazyToasts = lazy(() => import('../src/ui/toasts'));

/** Loads the toast code the first time there is a toast to show. */
function ToastHost() {
  const toasts = useAtomValue(toastsAtom, { store: sessionStore });
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  return needed ? (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  ) : null;
}

// ─── the error boundary ───

class ElementErrorBoundary extends Component<{ tag: string; emit: ElementContextValue['emit']; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError({ message: error.message, component: this.props.tag, exception: `${error.stack ?? ''}\n${info.componentStack ?? ''}` });
    this.props.emit('ingame-error', { Code: null, Message: error.message, trace: '' });
  }
  override render() {
    if (this.state.error) return <LazyErrorNotice message={this.state.error.message} />;
    return this.props.children;
  }
}

// ─── the root every element renders in ───

interface RootProps {
  tag: string;
  host: HTMLElement;
  lang?: string;
  session?: () => StartOptions;
  catalogs?: CatalogLoader[];
  children: ReactNode;
}

function ElementRoot({ tag, host, lang, session, catalogs, children }: RootProps) {
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

  useEffect(() => {
    void ensureSession(sessionStore, session?.() ?? {});
    return () => {
      if (isToastHost && toastHost === isToastHost) toastHost = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start once, on first mount
  }, []);

  useEffect(() => {
    let current = true;
    void loadLocale(locale, { languageHost: config.languageHost, groupIds: config.languageGroups }, catalogs).then((instance) => {
      if (!current) return;
      setI18n(instance);
      setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [locale, config.languageHost, config.languageGroups, catalogs]);

  useEffect(() => {
    host.setAttribute('data-locale', locale);
  }, [host, locale]);

  const context = useMemo<ElementContextValue>(
    () => ({
      locale,
      emit: (name, detail) => host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
    }),
    [host, locale],
  );

  return (
    <Provider store={sessionStore}>
      <I18nProvider i18n={i18n}>
        <ElementContext.Provider value={context}>
          <div className="ingame-root" part="root" lang={locale}>
            <ElementErrorBoundary tag={tag} emit={context.emit}>
              {loaded ? children : null}
            </ElementErrorBoundary>
            {isToastHost ? <ToastHost /> : null}
          </div>
        </ElementContext.Provider>
      </I18nProvider>
    </Provider>
  );
}

type HostProps = { container?: ShadowRoot | HTMLElement; lang?: string };

/** Define `tag` once (guarded: a second copy of the bundle does nothing). */
export function defineElement<P extends object>(tag: string, Feature: ComponentType<P>, options: ElementOptions<P> = {}): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  applyScriptConfig();
  const styles = [baseCss, ...(options.styles ?? [])];

  function Wrapped(props: P & HostProps) {
    const root = props.container;
    const host = (root instanceof ShadowRoot ? root.host : root) as HTMLElement;
    const { container: _container, ...featureProps } = props;
    return (
      <ElementRoot tag={tag} host={host} lang={props.lang} session={options.session} catalogs={options.catalogs}>
        <Feature {...(featureProps as P)} />
      </ElementRoot>
    );
  }
  Wrapped.displayName = `Element(${tag})`;

  const Base = r2wc(Wrapped as ComponentType<P & HostProps>, {
    shadow: 'open',
    props: { lang: 'string', ...options.props } as never,
  });
  class IngameElement extends (Base as { new (): HTMLElement }) {
    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = styles.map(sheetFor);
    }
  }
  customElements.define(tag, IngameElement);
}
