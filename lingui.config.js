/**
 * Lingui: English is the source; every locale of §1. One catalog per feature plus a shared one,
 * so a page downloads only the texts of the elements it shows. Compiled to TypeScript modules.
 */
const features = ['marquee', 'language', 'fairness', 'account', 'history'];

export default {
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  locales: ['en', 'zh-TW', 'zh-CN', 'th', 'vi', 'id', 'ja', 'ta', 'ko', 'es', 'pt', 'de', 'sv', 'it', 'nl', 'ro', 'da'],
  catalogs: [
    ...features.map((f) => ({ path: `<rootDir>/locales/{locale}/${f}`, include: [`src/features/${f}`] })),
    // The app shell's texts; the app element also loads the catalogs of the features it shows.
    { path: '<rootDir>/locales/{locale}/app', include: ['src/app'] },
    { path: '<rootDir>/locales/{locale}/common', include: ['src', 'elements'], exclude: [...features.map((f) => `<rootDir>/src/features/${f}/**`), '<rootDir>/src/app/**'] },
  ],
  format: 'po',
  compileNamespace: 'ts',
};
