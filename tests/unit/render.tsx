/**
 * Render a component the way the element runtime does — the same providers
 * (ui/element-providers), every feature catalog from the manifest — with a fresh store each time.
 */
import { act, cloneElement, isValidElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createStore } from 'jotai/vanilla';
import { loadLocale } from '../../src/i18n/i18n';
import type { Locale } from '../../src/i18n/locales';
import { ElementProviders } from '../../src/ui/element-providers';
import { FEATURE_CATALOGS } from '../../elements/catalogs';

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
  const i18n = await loadLocale(locale, {}, FEATURE_CATALOGS);
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const events: Rendered['events'] = [];
  const context = { locale, emit: (name: string, detail?: unknown) => events.push({ name, detail }), styleRoot: document };
  const tree = () => (
    <ElementProviders tag="test" store={store} i18n={i18n} context={context}>
      {/* A fresh element each time, so React really re-renders the component. */}
      {isValidElement(ui) ? cloneElement(ui) : ui}
    </ElementProviders>
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
