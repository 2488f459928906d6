// Writes a Brotli (.br) and a gzip (.gz) copy beside each script, style sheet and JSON file of a production
// build, so the server sends them as they are (@fastify/static's preCompressed) instead of compressing every
// request, and at the highest levels, which would cost too much on the fly.
const zlib = require('node:zlib');

const PLUGIN_NAME = 'PrecompressPlugin';
const COMPRESSIBLE = /\.(js|css|json|svg)$/;

function precompressPlugin() {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(file)) continue;
            const bytes = source.buffer();
            const brotli = zlib.brotliCompressSync(bytes, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            });
            compilation.emitAsset(`${file}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(zlib.gzipSync(bytes, { level: 9 })));
          }
        });
      });
    },
  };
}

module.exports = { precompressPlugin };
