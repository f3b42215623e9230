// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import noWallClock from './scripts/eslint/noWallClock.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.react-router/**',
      '**/__screenshots__/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        // One program for every file (as `pnpm typecheck` reads them), not one per package: the
        // design system and the models are read once, not again inside each package that imports them.
        project: './tsconfig.check.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.configs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    // Test code waits for states and runs durations on clocks it controls (scripts/eslint/noWallClock.js).
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/*.storyKit.ts',
      '**/testing/**/*.{ts,tsx}',
      'site/e2e/**/*.ts',
      'site/browsers/**/*.ts',
      '.storybook/**/*.{ts,tsx}',
      '**/vitest*.config.ts',
    ],
    plugins: { local: { rules: { 'no-wall-clock': noWallClock } } },
    rules: { 'local/no-wall-clock': 'error' },
  },
  {
    // The site composes the design system only through its public entry point.
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // web-font is a stylesheet, not an API: what an app imports to have the font in CSS.
              // tokens is the raw values without any style, for code that runs in Node (e2e tests).
              group: [
                '@rico/design-system/*',
                '!@rico/design-system/web-font',
                '!@rico/design-system/tokens',
              ],
              message: 'Import from @rico/design-system only.',
            },
            {
              group: ['**/packages/design-system/**', '../packages/**', '../../packages/**'],
              message: 'Import workspace packages by name.',
            },
          ],
        },
      ],
    },
  },
  {
    // The design system knows nothing of routing or the backend: links come in as components.
    files: ['packages/design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', '@react-router/*'],
              message: 'The design system must not import the router; accept a link component as a prop.',
            },
            {
              group: ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*'],
              message: 'The design system must not import Firebase.',
            },
          ],
        },
      ],
    },
  },
);
