/**
 * Render a component the way the element runtime does — the same providers
 * (ui/element-providers), every feature catalog from the manifest — with a fresh store each time.
 */
import { configure, waitFor, within } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { act, cloneElement, isValidElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createStore } from 'jotai/vanilla';
import { getI18n, loadLocale } from '../../src/i18n/i18n';
import type { Locale } from '../../src/i18n/locales';
import { ElementProviders } from '../../src/ui/element-providers';
import { FEATURE_CATALOGS } from '../../elements/catalogs';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Testing-library's async utilities and events, made React-aware the way @testing-library/react
 * does it: while `waitFor`/`findBy*` poll, React is not in an act() environment (updates land on
 * their own and no act warning is printed); events fired through `fireEvent` run inside act().
 * They poll with timers: under `vi.useFakeTimers()` (which testing-library does not detect) use
 * `{ shouldAdvanceTime: true }` or advance the clock yourself.
 */
configure({
  // Lazy chunks (the §8 widget, the round detail) load on first use: allow for a loaded machine.
  asyncUtilTimeout: 5000,
  asyncWrapper: async (run) => {
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const result = await run();
      // Let the last update's effects and microtasks settle before the test looks again.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return result;
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  },
  eventWrapper: (run) => {
    let result: unknown;
    act(() => {
      result = run();
    });
    return result;
  },
});

/**
 * Every tree render() drew is unmounted after its test (as @testing-library/react's cleanup does):
 * a screen's clock (ui/use-now) left ticking would otherwise fire after the file's environment is
 * gone ("window is not defined", an unhandled error that fails the run).
 */
const mounted = new Set<Root>();
afterEach(() => {
  for (const root of mounted) act(() => root.unmount());
  mounted.clear();
});

export interface Rendered {
  container: HTMLElement;
  store: ReturnType<typeof createStore>;
  events: { name: string; detail: unknown }[];
  root: Root;
  /** Render the same tree again (a parent re-render). */
  rerender(): Promise<void>;
  unmount(): void;
}

export async function render(
  ui: ReactNode,
  {
    locale = 'en' as Locale,
    store = createStore(),
    /** Load the language (and every catalog) before the first render; false tests a component's own wait. */
    load = true,
  } = {},
): Promise<Rendered> {
  const i18n = load ? await loadLocale(locale, {}, FEATURE_CATALOGS) : getI18n(locale);
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted.add(root);
  const events: Rendered['events'] = [];
  const context = {
    locale,
    emit: (name: string, detail?: unknown) => events.push({ name, detail }),
    styleRoot: document,
  };
  const tree = () => (
    <ElementProviders tag="test" store={store} i18n={i18n} context={context}>
      {/* A fresh element each time, so React really re-renders the component. */}
      {isValidElement(ui) ? cloneElement(ui) : ui}
    </ElementProviders>
  );
  await act(async () => root.render(tree()));
  return {
    container,
    store,
    events,
    root,
    rerender: () => act(async () => root.render(tree())),
    unmount: () => {
      mounted.delete(root);
      act(() => root.unmount());
    },
  };
}

/**
 * What `render()` draws first, as server rendering writes it (react-dom/server: no effect runs, a
 * part that suspends is left out): for checks that read the text of a large tree in many locales
 * (locale-terms.test.tsx), where mounting it into happy-dom took most of their time.
 */
export async function renderMarkup(ui: ReactNode, { locale = 'en' as Locale } = {}): Promise<string> {
  // Imported here, not above: the component tests that use render() alone do not load it.
  const { renderToString } = await import('react-dom/server');
  const i18n = await loadLocale(locale, {}, FEATURE_CATALOGS);
  const context = { locale, emit: () => {}, styleRoot: document };
  return renderToString(
    <ElementProviders tag="test" store={createStore()} i18n={i18n} context={context}>
      {ui}
    </ElementProviders>,
  );
}

/** Testing-library's queries, scoped to what `render()` drew (e.g. `screenOf(view).getByRole('button', { name: 'Verify' })`). */
export const screenOf = (view: Pick<Rendered, 'container'>) => within(view.container);

/**
 * Testing-library's `waitFor` for a check that returns what it found (or null) instead of
 * throwing: resolves with the first truthy value (e.g. `await until(() => root.querySelector('[role="alert"]'))`).
 */
export const until = <T,>(check: () => T | null | undefined | false): Promise<T> =>
  waitFor(() => {
    const value = check();
    if (!value) throw new Error('not yet');
    return value;
  });
