/**
 * The two functions ofetch imports from `ufo` (its URL toolkit, 2 KB gz for the whole library),
 * for the one way src/api/client.ts calls ofetch: a path built by the contract (`/member/vip-level`,
 * parameters already encoded, the query already serialized) joined to the configured API base.
 * Rollup and Vitest alias `ufo` to this module (rollup.config.mjs, vitest.config.ts), so the bundle
 * and the tests run the same code; tests/unit/shims.test.ts pins the behaviour ofetch relies on.
 */

/** `base` + `input`, with exactly one slash between them; an empty or `/` base leaves `input` alone. */
export function withBase(input: string, base: string): string {
  if (!base || base === '/') return input;
  const root = base.replace(/\/+$/, '');
  if (input === root || input.startsWith(`${root}/`) || input.startsWith(`${root}?`)) return input;
  return root + (input.startsWith('/') ? input : `/${input}`);
}

/**
 * ofetch calls this only when a caller passes `query`; the client serializes its own queries
 * (client.ts `serializeQuery`) and never does. Refusing loudly keeps a future caller from
 * silently losing its parameters.
 */
export function withQuery(_input: string, _query: unknown): string {
  throw new Error('[ingame] pass the query in the path (api/client serializeQuery), not as ofetch `query`');
}
