/**
 * `configure()` and `preload()` are typed from the real configuration and the tag map (#26): a
 * misspelt key or tag is a compile error for a TypeScript host (the repository's typecheck runs
 * this file: each `@ts-expect-error` fails it when the error goes away), and at run time an unknown
 * key is ignored with one console warning.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, mergeConfig, warnUnknownConfigKeys } from '../../src/core/config';
import type { IngameGlobal } from '../../elements/types';
import type { configure, preload } from '../../elements/index';

/** Never called: only compiled. */
export function hostCalls(ingame: IngameGlobal, esmConfigure: typeof configure, esmPreload: typeof preload) {
  void esmConfigure({ apiBase: 'https://platform.example/api', apiId: 3, gameToken: 'g', timeoutMs: 5000 });
  // @ts-expect-error a misspelt key
  void esmConfigure({ apiBsae: 'https://platform.example/api' });
  // @ts-expect-error a value of the wrong type
  void esmConfigure({ stayLatestPage: 'yes please' });
  ingame.configure({ lang: 'th', env: 'uat' });
  // @ts-expect-error a misspelt key through window.ingame
  ingame.configure({ langauge: 'th' });
  // @ts-expect-error not an environment
  ingame.configure({ env: 'prod' });
  void esmPreload('ingame-history');
  // @ts-expect-error not a tag of the bundle
  void esmPreload('ingame-histroy');
}

describe('unknown configure() keys (#26)', () => {
  it('are ignored, with one warning per key per page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const input = { apiBase: '/api', apiBsae: '/elsewhere' };
      warnUnknownConfigKeys(input);
      warnUnknownConfigKeys({ apiBsae: '/again' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/unknown setting "apiBsae" is ignored/);
      expect(mergeConfig(DEFAULT_CONFIG, input)).toEqual({ ...DEFAULT_CONFIG, apiBase: '/api' });
    } finally {
      warn.mockRestore();
    }
  });
});
