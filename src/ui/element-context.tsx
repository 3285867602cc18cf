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

/**
 * The slot an element shows a drawing of its first frame through, made before its code ran: the
 * entry's first announcement in `<ingame-marquee>` (a `<div slot="ingame-early">` child,
 * elements/marquee-early.ts, which names it too: that chunk imports nothing of this one's).
 */
export const EARLY_SLOT = 'ingame-early';

export function useElement(): ElementContextValue {
  return useContext(ElementContext);
}
