// Writes dist/manifest.json from a remote's src/manifest.ts so the deploy script can copy it into remotes.json.
const { require: tsxRequire } = require('tsx/cjs/api');

const PLUGIN_NAME = 'WriteRemoteManifestPlugin';

/** The manifest module is plain data (default export), so tsx can load it in node without bundling. */
function loadManifest(file) {
  return tsxRequire(file, __filename).default;
}

function writeManifestPlugin(file) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.fileDependencies.add(file);
        compilation.hooks.processAssets.tap(
          { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const json = `${JSON.stringify(loadManifest(file), null, 2)}\n`;
            compilation.emitAsset('manifest.json', new compiler.webpack.sources.RawSource(json));
          },
        );
      });
    },
  };
}

module.exports = { writeManifestPlugin };
