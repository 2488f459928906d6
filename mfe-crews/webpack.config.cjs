const path = require('node:path');
const createConfig = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  packageDir: __dirname,
  name: 'mfe_crews',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx', './manifest': './src/manifest.ts' },
  manifest: path.join(__dirname, 'src/manifest.ts'),
});
