// Writes dist/preload.json for the shell: the script files each of its applications (portal, public) loads before
// it can render, beyond main.js (which carries the shared packages, taken eagerly), so the server can name them in
// <link rel="preload"> and the browser fetches them beside main.js instead of one round trip after another; and
// which paths the public application serves (the rest are the portal's), from the shell's own publicPaths.ts.
const { require: tsxRequire } = require('tsx/cjs/api');

const PLUGIN_NAME = 'ShellPreloadPlugin';

const scriptsOf = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

function preloadPlugin({ applications, publicPaths }) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.fileDependencies.add(publicPaths);
        compilation.hooks.processAssets.tap(
          { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const scripts = {};
            for (const name of applications) {
              const group = compilation.namedChunkGroups.get(name);
              if (!group) throw new Error(`${PLUGIN_NAME}: no chunk group ${name}`);
              scripts[name] = [...new Set(scriptsOf(group))].map((file) => `/${file}`);
            }
            const { PUBLIC_EXACT, PUBLIC_PREFIXES } = tsxRequire(publicPaths, __filename);
            const result = { scripts, publicPaths: { exact: PUBLIC_EXACT, prefixes: PUBLIC_PREFIXES } };
            const json = `${JSON.stringify(result, null, 2)}\n`;
            compilation.emitAsset('preload.json', new compiler.webpack.sources.RawSource(json));
          },
        );
      });
    },
  };
}

/**
 * Writes dist/preload.json for a remote: the script files of the module the shell loads first from it (its
 * `chunkName` chunk group: './routes', or the public application's './lifecycles'), relative to the remote's
 * folder, so the server can preload them beside remoteEntry.js for a page the remote serves. The pages it loads
 * lazily and the shared packages (the shell provides those) are not listed.
 */
function remotePreloadPlugin(chunkName) {
  const name = 'RemotePreloadPlugin';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const group = compilation.namedChunkGroups.get(chunkName);
            if (!group) throw new Error(`${name}: no chunk group ${chunkName}`);
            const json = `${JSON.stringify({ first: [...new Set(scriptsOf(group))] }, null, 2)}\n`;
            compilation.emitAsset('preload.json', new compiler.webpack.sources.RawSource(json));
          },
        );
      });
    },
  };
}

module.exports = { preloadPlugin, remotePreloadPlugin };
