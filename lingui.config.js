/**
 * Lingui: English is the source; every locale of §1. One catalog per feature (from the feature
 * manifest, features.mjs) plus a shared one, so a page downloads only the texts of the elements
 * it shows. Compiled to TypeScript modules.
 */
import { FEATURES, folderOf } from './features.mjs';

export default {
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  locales: ['en', 'zh-TW', 'zh-CN', 'th', 'vi', 'id', 'ja', 'ta', 'ko', 'es', 'pt', 'de', 'sv', 'it', 'nl', 'ro', 'da'],
  catalogs: [
    ...FEATURES.map((f) => ({ path: `<rootDir>/locales/{locale}/${f.name}`, include: [folderOf(f)] })),
    {
      path: '<rootDir>/locales/{locale}/common',
      include: ['src', 'elements'],
      exclude: FEATURES.map((f) => `<rootDir>/${folderOf(f)}/**`),
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
};
