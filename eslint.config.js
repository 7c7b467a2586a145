// ESLint: TypeScript, lit, web-components and lit-a11y rule sets. Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'storybook-static/',
      '.cache/',
      'custom-elements.json',
      'BENCHMARKS.md',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  litConfigs['flat/recommended'],
  wcConfigs['flat/recommended'],
  {
    plugins: { 'lit-a11y': litA11y },
    rules: { ...litA11y.configs.recommended.rules },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // One equality: `===` (`== null` for "null or undefined" is the one allowed loose form).
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Elements register through their define.ts, via a guarded helper.
      'wc/define-tag-after-class-definition': 'off',
      'wc/tag-name-matches-class': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    languageOptions: { globals: { ...globals.mocha } },
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A wait gives the machine room (test/support/wait.ts): @open-wc's 1 s default is a
      // duration in disguise.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@open-wc/testing',
              importNames: ['waitUntil'],
              message: 'Use waitUntil from test/support/wait.ts: it never gives up within 8 s.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/support/wait.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
