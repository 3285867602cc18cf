// ESLint: TypeScript rules, React hooks rules, and the one-way imports of CONVENTIONS.md
// (core → api/state/i18n → ui → features → app → elements), enforced per folder.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const layer = (files, forbidden, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        ...forbidden.map((folder) => ({
          regex: `(^|/)(src/)?${folder}(/|$)`,
          message: `${files[0]} must not import ${folder}: imports flow core → api/state/i18n → ui → features → app → elements.`,
        })),
        ...extra,
      ],
      paths: LIBRARY_WIRING,
    }],
  },
});

/** Each library is wired in exactly one module; everything else imports that module. */
const LIBRARY_WIRING = [
  { name: 'ofetch', message: 'Use call() from src/api/client.ts: the one ofetch instance.' },
  { name: 'jotai', importNames: ['createStore', 'getDefaultStore'], message: 'Use sessionStore from src/state/store.ts.' },
  { name: 'jotai/vanilla', importNames: ['createStore', 'getDefaultStore'], message: 'Use sessionStore from src/state/store.ts.' },
  { name: '@lingui/core', importNames: ['i18n', 'setupI18n'], message: 'Use the instances of src/i18n/i18n.ts, never a global one.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'locales/**/*.ts', '.data/', '.storybook/public/'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  layer(['src/core/**'], ['api', 'state', 'i18n', 'ui', 'features', 'app', 'elements']),
  layer(['src/api/**'], ['state', 'i18n', 'ui', 'features', 'app', 'elements']),
  layer(['src/i18n/**'], ['state', 'ui', 'features', 'app', 'elements']),
  layer(['src/state/**'], ['ui', 'features', 'app', 'elements']),
  layer(['src/ui/**'], ['features', 'app', 'elements']),
  // A feature never imports another feature: `../<sibling>` from a feature folder is refused.
  // (A file one folder deeper, like features/history/rounds/*, reaches its siblings with `../../`.)
  layer(['src/features/*/*'], ['app', 'elements'], [{ regex: '^\\.\\./[^.]', message: 'A feature never imports another feature; move what they share into ui, state or core.' }]),
  layer(['src/features/*/*/**'], ['app', 'elements'], [{ regex: '^\\.\\./\\.\\./[^.]', message: 'A feature never imports another feature; move what they share into ui, state or core.' }]),
  layer(['src/app/**'], ['elements']),
  { files: ['src/api/client.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/state/store.ts', 'src/i18n/i18n.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['tests/**', 'demo/**', 'scripts/**', 'stories/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
