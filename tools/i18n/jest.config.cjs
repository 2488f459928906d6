// Checks over the i18n catalogs of the whole workspace (ADR 13): plain Node, no transform.
module.exports = {
  displayName: 'i18n-catalogs',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.cjs'],
  transform: {},
};
