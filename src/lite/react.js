/**
 * The light build's `react` (dist/lite/, issue 18): Rollup aliases `react` to this module and
 * `react-dom`, `react-dom/client` and the JSX runtime to preact/compat (rollup.config.mjs). It is
 * preact/compat plus the one React 19 API the sources use that Preact 10 lacks: `use(promise)`
 * (a lazy page that was not prefetched suspends on its module with it, ui/preloadable.tsx). Only
 * the light build imports this file; the React build and the tests never see it. The shim is the classic Suspense
 * protocol: a pending promise is thrown (Preact's <Suspense> catches it and renders again when it
 * settles), a settled one returns its value or throws its error. `use(context)` is not needed by
 * the sources and is not provided. (JavaScript, not TypeScript: preact/compat's types use
 * `export =`, which `export *` cannot re-export in a .ts file.)
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * @template T
 * @param {Promise<T> & { status?: string, value?: T, reason?: unknown }} p
 * @returns {T}
 */
export function use(p) {
  if (p.status === 'fulfilled') return p.value;
  if (p.status === 'rejected') throw p.reason;
  if (!p.status) {
    p.status = 'pending';
    p.then(
      (value) => {
        p.status = 'fulfilled';
        p.value = value;
      },
      (reason) => {
        p.status = 'rejected';
        p.reason = reason;
      },
    );
  }
  throw p;
}
