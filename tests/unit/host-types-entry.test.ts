import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_TAGS } from '../../features.mjs';

// The full check compiles a host project against dist/types (tests/e2e/host-types.test.ts, after
// the build); this one says early, and by name, which element the types entry forgot.
describe("the host's types entry (elements/types.ts, #17)", () => {
  const source = readFileSync('elements/types.ts', 'utf8');
  it.each(ELEMENT_TAGS)('brings the declarations of <%s>', (tag) => {
    expect(source).toContain(`import './${tag}.js';`);
  });
  it('is re-exported by the ESM entry as types only (nothing at run time)', () => {
    expect(readFileSync('elements/index.ts', 'utf8')).toMatch(/^export type \* from '\.\/types\.js';$/m);
  });
});
