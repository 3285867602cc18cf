// ESLint: TypeScript rules, React hooks rules, Prettier's formatting, and the layers of
// docs/architecture.md as path zones (eslint-plugin-import-x no-restricted-paths, resolved paths — a
// `../../features/x` import is caught like any other):
//   core → api/state/i18n → ui → features → app → elements; no feature imports another feature
//   (zones computed from the feature manifest); the reference platform (platform/server) never imports
//   the UI, the app, the state or a feature, except the published fairness verifier.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { FEATURES } from './features.mjs';

const WHY = 'imports flow core → api/state/i18n → ui → features → app → elements';

/** Zones: a layer may not import the layers above it. */
const above = {
  'src/core': ['src/api', 'src/state', 'src/i18n', 'src/ui', 'src/features', 'src/app', 'elements'],
  'src/api': ['src/state', 'src/i18n', 'src/ui', 'src/features', 'src/app', 'elements'],
  'src/i18n': ['src/state', 'src/ui', 'src/features', 'src/app', 'elements'],
  'src/state': ['src/ui', 'src/features', 'src/app', 'elements'],
  'src/ui': ['src/features', 'src/app', 'elements'],
  'src/features': ['src/app', 'elements'],
  'src/app': ['elements'],
};
const layerZones = Object.entries(above).flatMap(([target, froms]) =>
  froms.map((from) => ({
    target: `./${target}`,
    from: `./${from}`,
    // core may name the contract's types (import type, checked below), nothing else of api.
    except: target === 'src/core' && from === 'src/api' ? ['./contract'] : [],
    message: `${target} must not import ${from}: ${WHY}.`,
  })),
);
const featureZones = FEATURES.filter((f) => !f.folder).map((f) => ({
  target: `./src/features/${f.name}`,
  from: './src/features',
  except: [`./${f.name}`],
  message: 'A feature never imports another feature; move what they share into ui, state or core.',
}));
const serverZones = [
  ...['src/ui', 'src/app', 'src/state', 'elements'].map((from) => ({
    target: './platform/server',
    from: `./${from}`,
    message: 'The reference platform implements the contract; it never imports the front end.',
  })),
  {
    target: './platform/server',
    from: './src/features',
    except: ['./fairness/verify.ts'],
    message:
      'The platform takes only the published fairness verifier (src/features/fairness/verify.ts) from the features.',
  },
];

/** Each library is wired in exactly one module; everything else imports that module. */
const LIBRARY_WIRING = [
  { name: 'ofetch', message: 'Use call() from src/api/client.ts: the one ofetch instance.' },
  {
    // The light build runs the same sources on preact/compat, which has no `use`; and a Suspense
    // reveal is held back up to 300 ms (issue 17). Wait with state: ui/preloadable, ui/feature-scope.
    name: 'react',
    importNames: ['use'],
    message: 'preact/compat (the light build) has no use(): wait with state, as ui/preloadable does.',
  },
  {
    name: 'jotai',
    importNames: ['createStore', 'getDefaultStore'],
    message: 'Use sessionStore from src/state/store.ts.',
  },
  {
    name: 'jotai/vanilla',
    importNames: ['createStore', 'getDefaultStore'],
    message: 'Use sessionStore from src/state/store.ts.',
  },
  {
    name: '@lingui/core',
    importNames: ['i18n', 'setupI18n'],
    message: 'Use the instances of src/i18n/i18n.ts, never a global one.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'node_modules/',
      'locales/**/*.ts',
      '.data/',
      '.storybook/public/',
      '.scratch/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**', 'elements/**', 'platform/server/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...serverZones] }] },
  },
  {
    files: ['src/**', 'elements/**'],
    ignores: ['src/api/client.ts', 'src/state/store.ts', 'src/i18n/i18n.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: LIBRARY_WIRING }] },
  },
  {
    // core names the contract's types only: `import type`, never its runtime (readers, tables).
    files: ['src/core/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/contract',
              allowTypeImports: true,
              message: 'core may import the contract with `import type` only.',
            },
          ],
          paths: LIBRARY_WIRING,
        },
      ],
    },
  },
  {
    // One formatting path (issue 43): a component formats through usePlayerFormat (src/ui), which
    // knows the player's currency, locale and time zone; it never calls core/format with a zone of
    // its own. Pure rules (.ts) may. LIBRARY_WIRING again: a later block replaces the rule's options.
    files: ['src/features/**/*.tsx', 'src/app/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)core/format$',
              message: 'Format through usePlayerFormat (src/ui/use-player-format.ts), not core/format.',
            },
          ],
          paths: LIBRARY_WIRING,
        },
      ],
    },
  },
  {
    files: ['tests/**', 'demo/**', 'platform/**', 'scripts/**', 'stories/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
