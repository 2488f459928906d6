const path = require('node:path');
const createConfig = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  packageDir: __dirname,
  name: 'mfe_credentials',
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './manifest': './src/manifest.ts',
    // The worker panel in mfe_workers renders this section without owning it (ARCHITECTURE.md, cross-remote widgets).
    './WorkerCredentialsSection': './src/features/worker-credentials/index.ts',
    // The crew worker sidebar in mfe_crews opens the add-credential form for a worker.
    './AddWorkerCredential': './src/features/worker-credentials/addCredential.ts',
  },
  manifest: path.join(__dirname, 'src/manifest.ts'),
});
