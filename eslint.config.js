import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries (docs/decisions/0010): an API module is used through its index.ts, a web
 * feature through its index.ts, or its lazy.ts for what loads on demand (decision 0045), and, for
 * the router only, its *Page screens. One pattern per
 * folder depth, because an import path is relative to the importing file.
 */
const noDeepImport = (files, up, into, message, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^${up.replace(/\./g, '\\.')}${into}[^./][^/]*/(?!(index|lazy)(\\.js)?$).+`,
            message,
          },
        ],
      },
    ],
  },
});
const apiMessage = "Use the other module's public face: import from '<module>/index.js'.";
const webMessage = "Use the other feature's public face: import from '<feature>' (its index.ts).";
const boundaries = [
  // Inside apps/api/src/modules/<m>/…: another module only through its index.js.
  noDeepImport(['apps/api/src/modules/*/*.ts'], '../', '', apiMessage),
  noDeepImport(['apps/api/src/modules/*/*/*.ts'], '../../', '', apiMessage),
  noDeepImport(['apps/api/src/modules/*/*/*/*.ts'], '../../../', '', apiMessage),
  // Elsewhere in the API (app.ts, cli, plugins, jobs, adapters, lib).
  noDeepImport(['apps/api/src/*.ts'], './', 'modules/', apiMessage),
  noDeepImport(['apps/api/src/*/*.ts'], '../', 'modules/', apiMessage, ['apps/api/src/modules/**']),
  noDeepImport(['apps/api/src/*/*/*.ts'], '../../', 'modules/', apiMessage, [
    'apps/api/src/modules/**',
  ]),
  // Web features do not reach into each other.
  noDeepImport(['apps/web/src/features/*/*.{ts,tsx}'], '../', '', webMessage),
  noDeepImport(['apps/web/src/features/*/*/*.{ts,tsx}'], '../../', '', webMessage),
  noDeepImport(['apps/web/src/features/*/*/*/*.{ts,tsx}'], '../../../', '', webMessage),
  // Shared UI and helpers never depend on a feature.
  noDeepImport(['apps/web/src/{components,lib}/**/*.{ts,tsx}'], '../', 'features/', webMessage),
  // The router may also load a feature's screens (lazily, one chunk per screen).
  {
    files: ['apps/web/src/app/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./features/[^/]+/(?!index$)(?![A-Za-z]+Page$).+',
              message: webMessage,
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/.tmp/**',
      '**/test-results/**',
      // openapi-typescript's output, checked against the served document by its test.
      'packages/vouch-node/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // The embed script runs in the business's page (issue 47).
    files: ['packages/vouch-js/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaries,
  {
    // Tests and the code under test live side by side; a test may open its own module.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
