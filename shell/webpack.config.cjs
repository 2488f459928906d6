const path = require('node:path');
const createConfig = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  packageDir: __dirname,
  name: 'shell',
  kind: 'host',
  entry: './src/index.ts',
  template: path.join(__dirname, 'src/index.html'),
  // bootstrap.ts's registerApplication chunks.
  applications: ['portal', 'public'],
  publicPaths: path.join(__dirname, 'src/publicPaths.ts'),
});
