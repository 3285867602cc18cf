/**
 * What the element runtime gives every feature component: the locale this element renders in
 * (the page's, or its own `lang` attribute) and `emit`, which dispatches `ingame-*` DOM events
 * from the host element (bubbling and composed, so they cross the shadow boundary).
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

export interface ElementContextValue {
  locale: Locale;
  emit(name: string, detail?: unknown): void;
}

export const ElementContext = createContext<ElementContextValue>({ locale: DEFAULT_LOCALE, emit: () => undefined });

export function useElement(): ElementContextValue {
  return useContext(ElementContext);
}
