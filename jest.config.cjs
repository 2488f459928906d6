// Unit and component tests of every browser-side package and of the lint rules; the server's API tests run on node:test.
module.exports = {
  projects: ['<rootDir>/shared-api', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-dashboard', '<rootDir>/mfe-workers', '<rootDir>/mfe-public', '<rootDir>/mfe-credentials', '<rootDir>/mfe-crews', '<rootDir>/mfe-settings', '<rootDir>/mfe-jobs-feed', '<rootDir>/tools/eslint', '<rootDir>/tools/i18n'],
};
