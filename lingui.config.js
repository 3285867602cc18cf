/** Lingui: English is the source; every locale of §1; catalogs compiled to TypeScript modules. */
export default {
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  locales: ['en', 'zh-TW', 'zh-CN', 'th', 'vi', 'id', 'ja', 'ta', 'ko', 'es', 'pt', 'de', 'sv', 'it', 'nl', 'ro', 'da'],
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'elements'] }],
  format: 'po',
  compileNamespace: 'ts',
};
