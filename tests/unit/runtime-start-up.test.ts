/**
 * What every element's page downloads before its first text (issue 30 item 5): the shared runtime
 * chunk holds what starting an element needs, not what only a failure needs. The failure views
 * (the §8 error widget, toasts, the session-failure view, the code → message map) and the
 * misconfiguration checks are reached only through dynamic imports, so Rollup puts them in chunks
 * of their own, loaded when a failure shows (the failure views) or may be at hand (misconfiguration).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as failureViews from '../../src/ui/failure-views';

const ROOT = join(__dirname, '../..');

/** Files `entry` reaches through static value imports (not `import type`, not `import()`). */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [join(ROOT, entry)];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?'(\.[^']+)'/gm)) {
      const target = join(dirname(file), m[1]!.replace(/\?inline$/, ''));
      const found = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find(
        (f) => existsSync(f) && !f.endsWith('/'),
      );
      if (found && /\.tsx?$/.test(found)) stack.push(found);
    }
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

describe('the shared runtime chunk', () => {
  const runtime = staticClosure('elements/runtime.ts');

  it('starts an element (session, texts, providers, toast host) from what it imports', () => {
    for (const file of [
      'src/state/startup.ts',
      'src/i18n/i18n.ts',
      'src/ui/element-providers.tsx',
      'src/ui/toast-host.tsx',
    ])
      expect(runtime).toContain(file);
  });

  it.each([
    'src/ui/error-notice-view.tsx',
    'src/ui/error-text.ts',
    'src/ui/toasts.tsx',
    'src/ui/session-failure.tsx',
    'src/ui/failure-views.ts',
    'src/state/misconfiguration.ts',
  ])('does not import %s up front: only a failure needs it', (file) => {
    expect(runtime).not.toContain(file);
  });

  it('the failure views come in one chunk with everything a failure shows, and the loader of their texts', () => {
    expect(Object.keys(failureViews).sort()).toEqual([
      'ErrorNoticeView',
      'SessionFailure',
      'Toasts',
      'errorTextsLoaded',
      'loadErrorTexts',
    ]);
  });
});
