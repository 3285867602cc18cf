// @vitest-environment happy-dom
/**
 * The failure texts are a catalog of their own, `errors`, not part of the shared one every element
 * waits for (issue 30: a lobby page shows its first announcement without them). A failure view
 * waits for them instead of showing a message id or English; a page that shows the error widget
 * loads them with every language; a load that failed is asked again.
 * Its own file: the catalogs a test file loaded stay loaded for the rest of the file.
 */
import { describe, expect, it, vi } from 'vitest';
import { CODES } from '../../src/api/contract';
import { errorsCatalog } from '../../src/i18n/errors.catalog';
import { commonCatalog } from '../../src/i18n/common.catalog';
import { getI18n, isCatalogLoaded, loadCatalog, loadLocale, type CatalogLoader } from '../../src/i18n/i18n';
import { ErrorNotice } from '../../src/ui/error-notice';
import { render, until } from './render';

describe('the failure texts (the errors catalog)', () => {
  it('are not in the shared texts', async () => {
    for (const locale of ['en', 'ta'] as const) {
      const { messages } = await commonCatalog[locale]();
      expect(Object.keys(messages).filter((id) => /^(error|session)\./.test(id))).toEqual([]);
      expect(Object.keys((await errorsCatalog[locale]()).messages)).toContain('error.code.network');
    }
  });

  it('an error notice shows nothing until they are in, then the words in the page language', async () => {
    // The German texts held until the notice has rendered without them (the catalog's module may
    // already be in Vitest's cache, and then came within the render on a loaded machine).
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const de = errorsCatalog.de!;
    const hold = vi.spyOn(errorsCatalog, 'de').mockImplementation(() => held.then(de));
    try {
      const { container } = await render(<ErrorNotice code={CODES.NETWORK} />, { locale: 'de', load: false });
      // Before the texts (asked for, not yet in): no English, no message id on screen.
      await until(() => hold.mock.calls.length > 0);
      expect(container.querySelector('[part="error"]')).toBeNull();
      release();
      const notice = await until(() => container.querySelector('[part="error"]'));
      expect(notice.textContent).toContain('Keine Verbindung. Prüfe dein Netzwerk und versuche es erneut.');
      expect(isCatalogLoaded(errorsCatalog, 'de')).toBe(true);
    } finally {
      hold.mockRestore();
    }
  });

  it('once the error widget is on the page, every language loads them with it', async () => {
    expect(isCatalogLoaded(errorsCatalog, 'th')).toBe(false);
    await loadLocale('th');
    expect(isCatalogLoaded(errorsCatalog, 'th')).toBe(true);
    expect(getI18n('th')._('error.code.network')).not.toBe('error.code.network');
  });

  it('a catalog that could not load even in English is asked again on the next call', async () => {
    let attempts = 0;
    const en = async () => {
      attempts++;
      if (attempts <= 2) throw new TypeError('Failed to fetch dynamically imported module');
      return { messages: { 'test.flaky': ['Back'] } };
    };
    const flaky = { en, da: en } as unknown as CatalogLoader;
    // da fails, then its English fallback fails: the load rejects…
    await expect(loadCatalog(flaky, 'da')).rejects.toThrow(/dynamically imported/);
    // …and is not kept: the next call loads.
    await loadCatalog(flaky, 'da');
    expect(isCatalogLoaded(flaky, 'da')).toBe(true);
    expect(getI18n('da')._('test.flaky')).toBe('Back');
  });
});
