/**
 * What the scaffold must know of a call to read it the way the platform answers it: the session it
 * sends (src/api/contract/endpoints.ts: a call is a bearer call unless ENDPOINTS lists it), its
 * path parameters, its reader (src/api/contract/readers.ts) and its response type. Read from the
 * contract's source, so a new feature over an existing call (`--call`) edits nothing there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The path parameters the scaffold fills itself: the operator and the page language. */
export const KNOWN_PARAMS = ['apiId', 'langId'];

/** `a, b<c, d>, { e; f }` → its top-level parts. */
function splitTop(text) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('<{(['.includes(c)) depth++;
    else if ('>})]'.includes(c) && text[i - 1] !== '=') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(text.slice(from).trim());
  return parts.filter(Boolean);
}

/** The session a call sends: 'bearer' unless ENDPOINTS lists it as public or optional. */
export function authOf(endpointsSource, key) {
  const row = new RegExp(`'${key.replace(/[/:.]/g, '\\$&')}':\\s*([^\\n]+)`).exec(endpointsSource)?.[1] ?? '';
  if (!row) return 'bearer';
  if (/^PUBLIC\b/.test(row)) return 'none';
  if (/^BACKGROUND\b/.test(row)) return 'optional';
  return /auth:\s*'(\w+)'/.exec(row)?.[1] ?? 'bearer';
}

/**
 * An existing call's facts, or an error naming what the scaffold cannot write for it (a query or a
 * body, a path parameter other than the operator and the language: the api file is hand work then).
 */
export function existingCall(root, key) {
  const dir = join(root, 'src/api/contract');
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
  const quoted = `'${key}': Call<`;
  const file = files.find((f) => readFileSync(join(dir, f), 'utf8').includes(quoted));
  if (!file) throw new Error(`No call "${key}" in src/api/contract/ (a new call: leave out --call).`);
  const source = readFileSync(join(dir, file), 'utf8');
  const at = source.indexOf(quoted) + quoted.length;
  // The Call<…> arguments run to the `>;` that closes the member.
  const args = splitTop(source.slice(at, source.indexOf('>;', at)));
  if (args.length !== 4) throw new Error(`${file}: cannot read the type of "${key}".`);
  const [, query, body, response] = args;
  const readers = readFileSync(join(dir, 'readers.ts'), 'utf8');
  // `'GET /member/sign-in': member.readSignInState,` (a namespace import) or `readX,`: the reader's own name.
  const reader = new RegExp(`'${key.replace(/[/:.]/g, '\\$&')}':\\s*(?:\\w+\\.)?(\\w+)`).exec(readers)?.[1];
  if (!reader) throw new Error(`readers.ts has no reader for "${key}".`);
  const params = [...key.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const unknown = params.filter((p) => !KNOWN_PARAMS.includes(p));
  if (query !== 'None' || body !== 'None' || unknown.length)
    throw new Error(
      `"${key}" takes ${[query !== 'None' && 'a query', body !== 'None' && 'a body', ...unknown.map((p) => `:${p}`)].filter(Boolean).join(', ')}: write its api file by hand.`,
    );
  return {
    key,
    auth: authOf(readFileSync(join(dir, 'endpoints.ts'), 'utf8'), key),
    params,
    reader,
    response,
    /** The contract's types the api file imports to name the response (`SignInState`). */
    types: [...new Set(response.match(/\b[A-Z]\w+/g) ?? [])].filter((t) => t !== 'None'),
  };
}

/** The call a new feature adds: `GET /<name>/:apiId/:langId`, a list of `<Name>Item`. */
export function newCall(name, auth, item) {
  return {
    key: `GET /${name}/:apiId/:langId`,
    auth,
    params: ['apiId', 'langId'],
    reader: `read${item}s`,
    response: `${item}[]`,
    types: [item],
  };
}

/**
 * What a resource of the call is keyed by: every input of its request — the session when the call
 * sends one (a bearer call's answer is the player's own: keyed by operator and language alone, the
 * next player on the page would be shown the last one's), the operator, the language.
 */
export function keyFields(call) {
  const fields = [];
  if (call.auth !== 'none') fields.push(['token', 'string']);
  if (call.params.includes('apiId')) fields.push(['apiId', 'number']);
  if (call.params.includes('langId')) fields.push(['locale', 'Locale']);
  return fields;
}
