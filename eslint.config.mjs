// ESLint (flat config) for gateway, web, e2e and bench; `npm run lint` (run by `npm test` and CI)
// fails on any warning. Formatting is Prettier's (`npm run format`), so eslint-config-prettier turns
// off the rules it owns. Layer boundaries: see the `boundaries` blocks below and docs/ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The web's layers (docs/ARCHITECTURE.md): each imports only from below it —
 * main → app → features → ui → lib → i18n → gql; a feature imports only itself, and the app a
 * feature only through its public entry (index.ts). Tests may also use test-support.
 */
/**
 * The gateway's layers (docs/ARCHITECTURE.md): domain ← platform ← features ← app. The domain is
 * pure; the platform knows no feature; a feature imports another only through its public surface
 * (its service, GraphQL types, views and wire shapes, and the few modules named here); only app/
 * (and the tests) import every feature.
 */
const FEATURE_PUBLIC = [
  ...['*.service.ts', '*.types.ts', '*.view.ts', '*.wire.ts', '*.sql.ts', '*.rules.ts', 'feature.ts'],
  // Named modules other features use: the capacity ledger, change events, password hashing, the
  // record scope of bookings (whose history a person may read), the idempotency key's header and
  // the notification outbox's enqueue and the booking messages' enqueue statements.
  ...['ledger.ts', 'changes.ts', 'password.ts', 'booking-access.ts', 'idempotency.ts', 'outbox.ts', 'booking-messages.ts'],
  // How long a session lasts (login, the session lookup, pruning).
  'session-settings.ts',
  // The account links' one-time tokens (admin invitations; the delivery worker's issuer, handed in by
  // app/) and whether e-mail can leave at all.
  'tokens.ts',
  'mail-settings.ts',
];
const gatewayLayers = {
  files: ['gateway/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    'boundaries/elements': [
      { type: 'gw-domain', pattern: 'gateway/src/domain' },
      { type: 'gw-platform', pattern: 'gateway/src/platform' },
      { type: 'gw-app', pattern: 'gateway/src/app' },
      { type: 'gw-test-support', pattern: 'gateway/src/test-support' },
      { type: 'gw-api-tests', pattern: 'gateway/src/api' },
      { type: 'gw-feature', pattern: 'gateway/src/*', capture: ['feature'] },
      // What is left at the top: the entry points main.ts and emit-schema.ts.
      { type: 'gw-entry', pattern: 'gateway/src' },
    ],
    'boundaries/files': [{ category: 'test', pattern: '**/*.test.ts' }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'gw-domain' } }, allow: { to: { element: { type: 'gw-domain' } } } },
          { from: { element: { type: 'gw-platform' } }, allow: { to: { element: { types: { anyOf: ['gw-platform', 'gw-domain'] } } } } },
          {
            from: { element: { type: 'gw-feature' } },
            allow: { to: { element: { type: 'gw-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
          },
          {
            from: { element: { type: 'gw-feature' } },
            allow: { to: { element: { type: 'gw-feature', fileInternalPath: FEATURE_PUBLIC } } },
          },
          { from: { element: { type: 'gw-feature' } }, allow: { to: { element: { types: { anyOf: ['gw-platform', 'gw-domain'] } } } } },
          {
            from: { element: { type: 'gw-app' } },
            allow: { to: { element: { types: { anyOf: ['gw-app', 'gw-feature', 'gw-platform', 'gw-domain'] } } } },
          },
          {
            from: { element: { type: 'gw-entry' } },
            allow: { to: { element: { types: { anyOf: ['gw-entry', 'gw-app', 'gw-feature', 'gw-platform', 'gw-domain'] } } } },
          },
          // Tests and their helpers reach anything they test.
          {
            from: { file: { categories: 'test' } },
            allow: { to: { element: { types: { anyOf: ['gw-test-support', 'gw-app', 'gw-feature', 'gw-platform', 'gw-domain'] } } } },
          },
          {
            from: { element: { types: { anyOf: ['gw-test-support', 'gw-api-tests'] } } },
            allow: { to: { element: { types: { anyOf: ['gw-test-support', 'gw-app', 'gw-feature', 'gw-platform', 'gw-domain'] } } } },
          },
        ],
      },
    ],
  },
};

/** No TypeORM in the adapters: resolvers and REST shims make one service call (DESIGN §2). */
const adaptersWithoutTypeorm = {
  files: ['gateway/src/**/*.resolver.ts', 'gateway/src/**/*.rest.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [{ name: 'typeorm', message: 'Resolvers and REST shims call services; SQL and TypeORM stay in the services.' }] },
    ],
  },
};

const webLayers = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': [
      { type: 'web-app', pattern: 'web/src/app' },
      { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
      { type: 'web-ui', pattern: 'web/src/ui' },
      { type: 'web-lib', pattern: 'web/src/lib' },
      { type: 'web-i18n', pattern: 'web/src/i18n' },
      { type: 'web-gql', pattern: 'web/src/gql' },
      { type: 'web-test-support', pattern: 'web/src/test-support' },
      // The pages of their own without React (issue 17): the login page and the offline page.
      { type: 'web-page', pattern: 'web/src/login' },
      { type: 'web-page', pattern: 'web/src/offline' },
      // What is left at the top: main.tsx (the entry) and the tests of the whole tree.
      { type: 'web-main', pattern: 'web/src' },
    ],
    'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          {
            from: { element: { type: 'web-main' } },
            allow: { to: { element: { types: { anyOf: ['web-main', 'web-app', 'web-lib', 'web-ui', 'web-i18n', 'web-gql'] } } } },
          },
          {
            from: { element: { type: 'web-page' } },
            allow: { to: { element: { types: { anyOf: ['web-page', 'web-lib', 'web-i18n', 'web-gql'] } } } },
          },
          {
            from: { element: { type: 'web-app' } },
            allow: { to: { element: { types: { anyOf: ['web-app', 'web-lib', 'web-ui', 'web-i18n', 'web-gql'] } } } },
          },
          { from: { element: { type: 'web-app' } }, allow: { to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } } },
          {
            from: { element: { type: 'web-feature' } },
            allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
          },
          {
            from: { element: { type: 'web-feature' } },
            allow: { to: { element: { types: { anyOf: ['web-lib', 'web-ui', 'web-i18n', 'web-gql'] } } } },
          },
          {
            from: { element: { type: 'web-ui' } },
            allow: { to: { element: { types: { anyOf: ['web-ui', 'web-lib', 'web-i18n', 'web-gql'] } } } },
          },
          { from: { element: { type: 'web-lib' } }, allow: { to: { element: { types: { anyOf: ['web-lib', 'web-i18n', 'web-gql'] } } } } },
          { from: { element: { type: 'web-i18n' } }, allow: { to: { element: { types: { anyOf: ['web-i18n', 'web-gql'] } } } } },
          { from: { element: { type: 'web-gql' } }, allow: { to: { element: { type: 'web-gql' } } } },
          // Tests and the test helpers may reach what they test and the helpers.
          {
            from: { file: { categories: 'test' } },
            allow: { to: { element: { types: { anyOf: ['web-test-support', 'web-lib', 'web-ui', 'web-i18n', 'web-gql', 'web-app'] } } } },
          },
          {
            from: { file: { categories: 'test' } },
            allow: { to: { element: { type: 'web-feature', fileInternalPath: ['index.ts', 'testing.ts'] } } },
          },
          {
            from: { element: { type: 'web-test-support' } },
            allow: { to: { element: { types: { anyOf: ['web-test-support', 'web-app', 'web-lib', 'web-ui', 'web-i18n', 'web-gql'] } } } },
          },
        ],
      },
    ],
  },
};

/**
 * A service file is its service (issue 31 §1): another feature (or app/) takes only the class from
 * it; SQL, row mappers, views and input rules come from the feature's `*.sql.ts`, `*.view.ts` and
 * `*.rules.ts`. Within a feature, files import one another freely; tests reach anything.
 */
const servicesExportTheirClass = {
  files: ['gateway/src/**/*.ts'],
  ignores: ['gateway/src/**/*.test.ts', 'gateway/src/test-support/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../*/*.service'],
            allowImportNamePattern: '^[A-Z][A-Za-z]*Service$',
            message: "Take the service's class only; SQL, views and rules come from the feature's *.sql.ts, *.view.ts, *.rules.ts.",
          },
        ],
      },
    ],
  },
};

/**
 * No import cycles (issue 31 §5), in the gateway and the web: a module never reaches itself
 * through its imports, so each layer and feature can be read, loaded and tested from the bottom
 * up. Type-only imports are left out (they vanish at build time).
 */
const noCycles = {
  files: ['gateway/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'web/src/gql/**',
      'e2e/.tmp/**',
      'e2e/screenshots/**',
      'bench/.tmp/**',
      'bench/results/**',
      '.data/**',
      'vendor/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // TypeGraphQL and TypeORM decorate classes whose fields are filled by the frameworks.
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  gatewayLayers,
  adaptersWithoutTypeorm,
  webLayers,
  noCycles,
  servicesExportTheirClass,
  prettier,
);
