/**
 * The two value checks start-up and configuration need on every page (kept apart from
 * entry-params.ts, which only the full-page app uses, so lobby pages do not download it).
 */

/** A token is real when it is non-blank and not the literal `{token}` placeholder (§5). */
export function normalizeToken(raw: string | null | undefined): string | null {
  const token = raw?.trim();
  if (!token || token === '{token}') return null;
  // A JWT or opaque game token is printable ASCII without spaces; anything else is noise.
  return /^[\x21-\x7e]{1,4096}$/.test(token) ? token : null;
}

/** Non-negative integer or null; "12abc", "-1", "1e3" and "" are not game numbers. */
export function parseGameId(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}
