const path = require('node:path');
const createConfig = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  packageDir: __dirname,
  name: 'mfe_public',
  kind: 'remote',
  // The shell's "public" single-spa application mounts ./lifecycles; it has no portal routes.
  exposes: { './lifecycles': './src/lifecycles.tsx', './manifest': './src/manifest.ts' },
  manifest: path.join(__dirname, 'src/manifest.ts'),
});
