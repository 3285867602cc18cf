// @vitest-environment happy-dom
/**
 * One "Try again" (issue 25): every retry button and link says it through src/ui/retry-text, one
 * message id translated once per locale — not one copy per feature that can drift apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { RetryText } from '../../src/ui/retry-text';
import { render } from './render';

/** msgid → msgstr of every catalogue file of a locale. */
function catalogue(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(`locales/${locale}`).filter((f) => f.endsWith('.po')))
    for (const m of readFileSync(`locales/${locale}/${file}`, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm))
      out.set(m[1]!, m[2]!);
  return out;
}

describe('"Try again"', () => {
  it('is one message id in the catalogues', () => {
    const ids = [...catalogue('en')].filter(([, text]) => text === 'Try again').map(([id]) => id);
    expect(ids).toEqual(['common.retry']);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('is translated in %s', (locale) => {
    const text = catalogue(locale).get('common.retry');
    expect(text).toBeTruthy();
    expect(text).not.toBe('Try again');
  });

  it('renders in the page language', async () => {
    const { container } = await render(<RetryText />, { locale: 'de' });
    expect(container.textContent).toBe(catalogue('de').get('common.retry'));
  });
});
