import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/module-boundaries.js';
import commentsSayWhy from './eslint/comments-say-why.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.sst/**', '.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // ARCHITECTURE §2: modules meet only at their public index; docs/architecture.md "Boundaries".
    files: [
      'core/src/**',
      'functions/src/**',
      'web/src/**',
      'packages/contracts/src/**',
      'packages/rules/src/**',
    ],
    plugins: { stratum: boundaries },
    rules: { 'stratum/module-boundaries': 'error' },
  },
  {
    // STYLE "Comments": say why and name the doc, never the issue that asked for it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    // the rule's own test plants the numbers it refuses, as strings
    ignores: ['tests/lint/comments-say-why.test.ts'],
    plugins: { why: commentsSayWhy },
    rules: { 'why/comments-say-why': 'error' },
  },
  {
    // The CLI, benchmarks and test helpers talk to a person on the terminal.
    files: ['packages/local/src/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
