/**
 * What the element runtime gives every component: the locale this element renders in (the
 * page's, or its own `lang` attribute), `emit`, which dispatches `ingame-*` DOM events from the
 * host element (bubbling and composed, so they cross the shadow boundary), and the root that
 * components adopt their stylesheets into (the element's shadow root).
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

export interface ElementContextValue {
  locale: Locale;
  emit(name: string, detail?: unknown): void;
  /** Where `useStyles` adopts sheets: the element's shadow root (a document in tests). */
  styleRoot: ShadowRoot | Document | null;
}

export const ElementContext = createContext<ElementContextValue>({
  locale: DEFAULT_LOCALE,
  emit: () => undefined,
  styleRoot: null,
});

export function useElement(): ElementContextValue {
  return useContext(ElementContext);
}
