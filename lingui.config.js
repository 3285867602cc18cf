/**
 * Lingui: English is the source; every locale of §1. One catalog per feature (from the feature
 * manifest, features.mjs) plus a shared one, so a page downloads only the texts of the elements
 * it shows; the failure texts are a catalog of their own (`errors`, see features.mjs). Compiled to
 * TypeScript modules.
 */
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { ERRORS_CATALOG_FILES, FEATURES, folderOf } from './features.mjs';

/**
 * The locales are written once, in src/i18n/locales.ts (`LOCALES`, which the runtime, the platform
 * and the tests import). Read here as text, because this config is plain JavaScript that Node (the
 * generators), Lingui's CLI and Vitest all load, and Node 20 cannot import TypeScript.
 */
function localesOfTheRuntime() {
  const source = readFileSync(new URL('./src/i18n/locales.ts', import.meta.url), 'utf8');
  const list = /export const LOCALES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const locales = [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
  if (!locales.includes('en')) throw new Error('lingui.config.js: no LOCALES list found in src/i18n/locales.ts');
  return locales;
}

export default {
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  locales: localesOfTheRuntime(),
  catalogs: [
    ...FEATURES.map((f) => ({ path: `<rootDir>/locales/{locale}/${f.name}`, include: [folderOf(f)] })),
    { path: '<rootDir>/locales/{locale}/errors', include: ERRORS_CATALOG_FILES.map((f) => `<rootDir>/${f}`) },
    {
      path: '<rootDir>/locales/{locale}/common',
      include: ['src', 'elements'],
      exclude: [
        ...FEATURES.map((f) => `<rootDir>/${folderOf(f)}/**`),
        ...ERRORS_CATALOG_FILES.map((f) => `<rootDir>/${f}`),
      ],
    },
  ],
  // Origins without line numbers: `npm run extract` rewrites a catalog only when its messages or the
  // files they come from change, not on every edit that moves a line (docs/contributing.md,
  // "Texts and catalogs"). @lingui/format-po is @lingui/cli's own po format.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
};
