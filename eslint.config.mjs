import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importBoundaries from './tools/eslint/import-boundaries.cjs';
import serverMessages from './tools/eslint/server-messages.cjs';
import i18nLiterals from './tools/eslint/i18n-literals.cjs';

/**
 * Folders whose user-visible text already goes through the i18n catalogs (ADR 13, issue 12): a text literal in
 * their JSX fails the lint. Converting a remote to en-CA/fr-CA ends by adding its `src` folder here
 * (docs/adr/0013-i18n.md, "How to translate a remote"); a new remote starts in this list.
 */
const TRANSLATED_FOLDERS = ['shared-ui/src', 'shell/src', 'mfe-dashboard/src', 'mfe-public/src', 'mfe-credentials/src', 'mfe-workers/src', 'mfe-crews/src', 'mfe-settings/src', 'mfe-jobs-feed/src'];

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
  ...i18nLiterals(TRANSLATED_FOLDERS),
  {
    files: ['server/src/main.ts', 'server/src/seed/cli.ts', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  // Server messages through the catalogs (tools/eslint/server-messages.cjs): in these files a literal where a
  // user-visible message goes fails the lint. Converting an area ends by adding its files here (docs/architecture.md,
  // "Server messages in two languages"); a new area starts in this list.
  serverMessages([
    'server/src/core/**/*.ts',
    'server/src/areas/auth/**/*.ts',
    'server/src/areas/files/**/*.ts',
    'server/src/areas/portal/**/*.ts',
    'server/src/areas/workers/**/*.ts',
    'server/src/areas/time-logs/**/*.ts',
    'server/src/areas/crews/**/*.ts',
    'server/src/areas/public/**/*.ts',
    'server/src/areas/dashboard/**/*.ts',
    'server/src/areas/mail/**/*.ts',
    'server/src/areas/credentials/**/*.ts',
    'server/src/areas/admins/**/*.ts',
    'server/src/areas/notifications/**/*.ts',
    'server/src/areas/settings/**/*.ts',
    'server/src/areas/jobs-feed/**/*.ts',
    'server/src/areas/training/**/*.ts',
    'server/src/areas/referrals/**/*.ts',
  ]),
);
