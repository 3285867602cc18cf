/**
 * What every story renders in: a shadow root with the base and the element's stylesheets
 * adopted (as the element runtime does), a fresh jotai store, the story's locale.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createStore } from 'jotai/vanilla';
import { Provider } from 'jotai/react';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { loadLocale, type CatalogLoader } from '../../src/i18n/i18n';
import { resolveLocale } from '../../src/i18n/locales';
import { configAtom, localeAtom, sessionReadyAtom } from '../../src/state/session';
import { ElementContext } from '../../src/ui/element-context';
import baseCss from '../../src/ui/base.css?inline';

export interface StoryRootProps {
  locale?: string;
  styles?: string[];
  apiId?: number;
  /** The element's message catalog(s), as the element runtime loads them. */
  catalog?: CatalogLoader | CatalogLoader[];
  /** Seed the story's store (a signed-in player, game settings …). */
  setup?: (store: ReturnType<typeof createStore>) => void;
  children: ReactNode;
}

export function StoryRoot({ locale: requested = 'en', styles = [], apiId = 3, catalog, setup, children }: StoryRootProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const [i18n, setI18n] = useState<I18n | null>(null);
  const locale = resolveLocale(requested);
  const [store] = useState(() => {
    const s = createStore();
    s.set(configAtom, { ...DEFAULT_CONFIG, apiId });
    s.set(sessionReadyAtom, true);
    setup?.(s);
    return s;
  });

  useLayoutEffect(() => {
    const host = hostRef.current!;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [baseCss, ...styles].map((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
    setShadow(root);
  }, [styles]);

  useEffect(() => {
    store.set(localeAtom, locale);
    void loadLocale(locale, {}, catalog ? [catalog].flat() : []).then(setI18n);
  }, [locale, store, catalog]);

  const emit = (name: string, detail?: unknown) => console.info(`[event] ${name}`, detail);
  return (
    <div ref={hostRef}>
      {shadow && i18n
        ? createPortal(
            <Provider store={store}>
              <I18nProvider i18n={i18n}>
                <ElementContext.Provider value={{ locale, emit }}>
                  <div className="ingame-root" lang={locale}>{children}</div>
                </ElementContext.Provider>
              </I18nProvider>
            </Provider>,
            shadow,
          )
        : null}
    </div>
  );
}
