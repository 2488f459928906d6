// The lint rules' own tests: plain Node, no transform (they drive ESLint's API on fixture files).
module.exports = {
  displayName: 'eslint-rules',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.cjs'],
  transform: {},
};
