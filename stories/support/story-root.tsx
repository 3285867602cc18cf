/**
 * What every story renders in: a shadow root with the base stylesheet (components adopt their
 * own), the element runtime's providers (ui/element-providers), a fresh jotai store, the story's
 * locale with every feature catalog of the manifest.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createStore } from 'jotai/vanilla';
import type { I18n } from '@lingui/core';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { loadLocale } from '../../src/i18n/i18n';
import { resolveLocale } from '../../src/i18n/locales';
import { configAtom, localeAtom, sessionReadyAtom } from '../../src/state/session';
import { ElementProviders } from '../../src/ui/element-providers';
import { adoptSheets } from '../../src/ui/styles';
import { FEATURE_CATALOGS } from '../../elements/catalogs';
import baseCss from '../../src/ui/base.css?inline';

export interface StoryRootProps {
  locale?: string;
  apiId?: number;
  /** Seed the story's store (a signed-in player, game settings …). */
  setup?: (store: ReturnType<typeof createStore>) => void;
  children: ReactNode;
}

export function StoryRoot({ locale: requested = 'en', apiId = 3, setup, children }: StoryRootProps) {
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
    adoptSheets(root, [baseCss]);
    setShadow(root);
  }, []);

  useEffect(() => {
    store.set(localeAtom, locale);
    void loadLocale(locale, {}, FEATURE_CATALOGS).then(setI18n);
  }, [locale, store]);

  const context = {
    locale,
    emit: (name: string, detail?: unknown) => console.info(`[event] ${name}`, detail),
    styleRoot: shadow,
  };
  return (
    <div ref={hostRef}>
      {shadow && i18n
        ? createPortal(
            <ElementProviders tag="story" store={store} i18n={i18n} context={context}>
              {children}
            </ElementProviders>,
            shadow,
          )
        : null}
    </div>
  );
}
