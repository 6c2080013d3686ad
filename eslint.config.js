import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'reports/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One translation hook, the app's: on the server it keeps its answers between renders (decision 0047).
    // One Link, the app's: on the server a plain path costs no route resolution (decision 0057).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/i18n/use-translation.ts', 'app/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-i18next', importNames: ['useTranslation'], message: "Use useTranslation from app/i18n/use-translation (cheap on the server)." },
            { name: 'react-i18next', importNames: ['Trans', 'Translation', 'withTranslation'], message: 'The browser answers texts from the recorded page, without i18next (decision 0060): texts around the element, not tags in one text.' },
            { name: 'react-router', importNames: ['Link'], message: 'Use Link from app/ui/Link (cheap on the server).' },
          ],
        },
      ],
    },
  },
  {
    // The domain layer stays pure: no React, no I/O.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'node:*', 'fs', 'path', '**/server/**', '**/app/**', 'kysely', 'pg', 'better-sqlite3'] }],
    },
  },
);
