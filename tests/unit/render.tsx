/** Render a feature component the way the element runtime does, with a fresh store each time. */
import { act, cloneElement, isValidElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createStore } from 'jotai/vanilla';
import { Provider } from 'jotai/react';
import { I18nProvider } from '@lingui/react';
import { loadLocale } from '../../src/i18n/i18n';
import { fairnessCatalog } from '../../src/features/fairness/fairness.catalog';
import { historyCatalog } from '../../src/features/history/history.catalog';
import { languageCatalog } from '../../src/features/language/language.catalog';
import { marqueeCatalog } from '../../src/features/marquee/marquee.catalog';
import type { Locale } from '../../src/i18n/locales';
import { ElementContext } from '../../src/ui/element-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  store: ReturnType<typeof createStore>;
  events: { name: string; detail: unknown }[];
  root: Root;
  /** Render the same tree again (a parent re-render). */
  rerender(): Promise<void>;
  unmount(): void;
}

export async function render(ui: ReactNode, { locale = 'en' as Locale, store = createStore() } = {}): Promise<Rendered> {
  const i18n = await loadLocale(locale, {}, [marqueeCatalog, languageCatalog, fairnessCatalog, historyCatalog]);
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const events: Rendered['events'] = [];
  const emit = (name: string, detail?: unknown) => events.push({ name, detail });
  const context = { locale, emit };
  const tree = () => (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        {/* A fresh element each time, so React really re-renders the component. */}
        <ElementContext.Provider value={context}>{isValidElement(ui) ? cloneElement(ui) : ui}</ElementContext.Provider>
      </I18nProvider>
    </Provider>
  );
  await act(async () => root.render(tree()));
  return {
    container, store, events, root,
    rerender: () => act(async () => root.render(tree())),
    unmount: () => act(() => root.unmount()),
  };
}

export const byRole = (root: ParentNode, role: string, name?: RegExp) =>
  [...root.querySelectorAll<HTMLElement>(role === 'button' ? 'button' : `[role="${role}"]`)].find(
    (el) => !name || name.test(el.getAttribute('aria-label') ?? el.textContent ?? ''),
  );

/** Wait (inside act) until `check` returns something truthy; fails after `timeout` ms. */
export async function waitFor<T>(check: () => T | null | undefined | false, timeout = 2000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeout) throw new Error('waitFor: condition not met in time');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
}
