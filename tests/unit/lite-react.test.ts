/**
 * The light build's `use(promise)` shim (src/lite/react.js, issue 18): the Suspense protocol
 * React 19's `use` follows — pending throws the promise, settled returns the value or throws the
 * reason — and the rest of the module is preact/compat.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript module without types (only the light build imports it)
import * as lite from '../../src/lite/react.js';
import * as compat from 'preact/compat';

const use = lite.use as <T>(p: Promise<T>) => T;
const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return 'nothing thrown';
};

describe('light build: use(promise)', () => {
  it('throws the pending promise itself (Suspense waits for it), then returns its value', async () => {
    const p = Promise.resolve('catalog');
    expect(thrown(() => use(p))).toBe(p);
    expect(thrown(() => use(p))).toBe(p);
    await p;
    await Promise.resolve();
    expect(use(p)).toBe('catalog');
  });

  it('throws the reason of a rejected promise (the error boundary shows it)', async () => {
    const error = new Error('no catalog');
    const p = Promise.reject(error);
    expect(thrown(() => use(p))).toBe(p);
    await p.catch(() => undefined);
    await Promise.resolve();
    expect(thrown(() => use(p))).toBe(error);
  });

  it('is preact/compat for everything else', () => {
    expect(lite.Suspense).toBe(compat.Suspense);
    expect(lite.useSyncExternalStore).toBe(compat.useSyncExternalStore);
    expect(lite.default.createElement).toBe(compat.createElement);
    expect('use' in compat).toBe(false);
  });
});
