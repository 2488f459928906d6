import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importBoundaries from './tools/eslint/import-boundaries.cjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '.data/**', '.tools/**', '.build-stamps/**', 'e2e/artifacts/**', 'bench/results/**', 'tools/eslint/__fixtures__/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}', 'scripts/**', 'tools/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  ...importBoundaries(import.meta.dirname),
  {
    files: ['server/src/main.ts', 'server/src/seed/cli.ts', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
