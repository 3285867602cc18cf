/**
 * Safe readers for round payloads. The platform's detail is data, not a promise: every field may
 * be missing or of the wrong type, and a parser must say "incomplete" instead of throwing.
 */

/** A finite number, else null. Numeric strings count ("12"). */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** A non-negative integer, else null. */
export function count(value: unknown): number | null {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
}

export function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function list(value: unknown): unknown[] | null {
  return Array.isArray(value) ? value : null;
}

export function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** What every parser returns: the part it could read, and whether anything was missing. */
export interface Parsed<T> {
  value: T;
  incomplete: boolean;
}

/**
 * Read a list entry by entry: an entry that is not an object, or that `read` refuses (null), is
 * dropped and makes the result incomplete. No list at all is incomplete and empty.
 */
export function entries<T>(
  value: unknown,
  read: (entry: Record<string, unknown>, index: number) => T | null,
): Parsed<T[]> {
  const raw = list(value);
  if (!raw) return { value: [], incomplete: true };
  let incomplete = false;
  const out: T[] = [];
  raw.forEach((item, index) => {
    const entry = record(item);
    const got = entry ? read(entry, index) : null;
    if (got === null) incomplete = true;
    else out.push(got);
  });
  return { value: out, incomplete };
}
