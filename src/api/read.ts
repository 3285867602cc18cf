/**
 * Response readers: the platform's `Data` checked at the API edge, before a component sees it.
 * A reader is typed by the contract type it reads (`obj<VipSetting>({ … })` must name every
 * field), keeps only the fields the contract declares, and throws `ShapeError` on a wrong shape;
 * the client turns that into the malformed-response error (5001), so a wrong-typed answer shows
 * the §8 widget (or the call's documented default) and never throws inside render.
 *
 * Hand-written rather than a schema library: each primitive is a few bytes, and a chunk carries
 * only the readers of the calls it makes (measured: all readers of the lobby page < 0.3 KB gz).
 */

export class ShapeError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`${path || 'Data'}: expected ${expected}`);
  }
}

/** Reads a value at a path (for the error message) or throws ShapeError. */
export type Reader<T> = (value: unknown, path?: string) => T;

export const str: Reader<string> = (v, path = '') => {
  if (typeof v !== 'string') throw new ShapeError(path, 'a string');
  return v;
};

export const num: Reader<number> = (v, path = '') => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ShapeError(path, 'a number');
  return v;
};

/**
 * A count of things (a page's Total, codes left): a whole number a list can hold. A hostile
 * `Total: 1e21` (or -1, or 0.5) is a wrong shape — shown as the malformed-response error — and
 * never reaches a virtual list that would try to lay out 10^21 rows.
 */
export const count: Reader<number> = (v, path = '') => {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > 0xffffffff)
    throw new ShapeError(path, 'a count (a whole number from 0)');
  return v;
};

export const bool: Reader<boolean> = (v, path = '') => {
  if (typeof v !== 'boolean') throw new ShapeError(path, 'true or false');
  return v;
};

/** One of the given string values (a contract union such as EventState). */
export const oneOf =
  <T extends string>(...values: readonly T[]): Reader<T> =>
  (v, path = '') => {
    if (!values.includes(v as T)) throw new ShapeError(path, values.join(' | '));
    return v as T;
  };

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v, path) =>
    v === null || v === undefined ? null : read(v, path);

/** A field that may be absent (`Data?: string`). */
export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (v, path) =>
    v === undefined || v === null ? undefined : read(v, path);

export const list =
  <T>(read: Reader<T>): Reader<T[]> =>
  (v, path = '') => {
    if (!Array.isArray(v)) throw new ShapeError(path, 'a list');
    return v.map((item, i) => read(item, `${path}[${i}]`));
  };

/** A map of string keys (game options, language groups). */
export const dict =
  <T>(read: Reader<T>): Reader<Record<string, T>> =>
  (v, path = '') => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ShapeError(path, 'an object');
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, read(item, `${path}.${k}`)]));
  };

/** Anything (a family payload parsed later by its own never-throwing parser). */
export const unknownValue: Reader<unknown> = (v) => v;

type Shape<T> = { [K in keyof T]-?: Reader<T[K]> };

/** An object with exactly the contract's fields (others are dropped). */
export const obj =
  <T>(shape: Shape<T>): Reader<T> =>
  (v, path = '') => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ShapeError(path, 'an object');
    const out = {} as T;
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const value = shape[key]((v as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (value !== undefined) out[key] = value;
    }
    return out;
  };
