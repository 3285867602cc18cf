/**
 * ofetch's JSON parser for responses read as JSON. The client reads every answer as text
 * (`responseType: 'text'`) and parses the §7 envelope itself (client.ts `unwrapEnvelope`), so this
 * is never on its path; it stands in for `destr` (0.8 KB gz) with the same lenient contract: a
 * string that is not JSON comes back as it is. Aliased like ./ufo.ts.
 */
export default function destr(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
