// Jest settings shared by every browser-side package (shared-ui, shared-api, shell, remotes).
const path = require('node:path');

module.exports = function uiJestConfig(packageDir, overrides = {}) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFiles: [path.join(__dirname, 'setup-globals.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs'), path.join(__dirname, 'setup-i18n.cjs')],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|pdf)$': path.join(__dirname, 'file-stub.cjs'),
    },
    ...overrides,
  };
};
