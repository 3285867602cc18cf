/**
 * `npm run extract` does not churn the catalogs (issue 43 item 4): the po format writes where a
 * message comes from without line numbers, so an edit that moves a line rewrites no .po file.
 */
import { describe, expect, it } from 'vitest';
import config from '../../lingui.config.js';

type Format = { serialize(catalog: object, ctx: object): string };

describe('the catalogs Lingui writes', () => {
  it('name the file a message comes from, not its line', () => {
    const format = (config as unknown as { format: Format | string }).format;
    expect(typeof format).toBe('object');
    const po = (format as Format).serialize(
      {
        'member.signIn.title': {
          message: 'Sign in',
          translation: 'Sign in',
          origin: [['src/features/member/sign-in.tsx', 42]],
          comments: [],
        },
      },
      { locale: 'en', sourceLocale: 'en', existing: null },
    );
    expect(po).toContain('#: src/features/member/sign-in.tsx\n');
    expect(po).not.toMatch(/sign-in\.tsx:\d/);
  });
});
