// Writes dist/preload.json for the shell: the script files each of its applications (bootstrap, portal, public)
// loads before it can render, so the server can name them in <link rel="preload"> and the browser fetches them
// beside main.js instead of one round trip after another; and which paths the public application serves (the
// rest are the portal's), from the shell's own publicPaths.ts.
const { require: tsxRequire } = require('tsx/cjs/api');

const PLUGIN_NAME = 'ShellPreloadPlugin';

/** Groups loaded only to provide a shared package (react, shared-ui, ...) to the code that imports it. */
const isSharedFallback = (group) =>
  group.origins.length > 0 && group.origins.every(({ module }) => module?.type === 'consume-shared-module');

const scriptsOf = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * The shell provides every shared package itself, so the runtime loads the provider's chunk of a package, never
 * the importer's fallback copy: share name -> the provider's chunk group.
 */
function providedScripts(compilation) {
  const provided = new Map();
  for (const group of compilation.chunkGroups) {
    for (const { module } of group.origins) {
      if (module?.constructor?.name === 'ProvideSharedModule') provided.set(module._name, group);
    }
  }
  return provided;
}

function filesOf(group, provided, seen = new Set()) {
  const files = scriptsOf(group);
  // The shared packages the group imports come with it; its own lazy parts (React.lazy pages) do not.
  for (const child of group.getChildren()) {
    if (seen.has(child) || !isSharedFallback(child)) continue;
    seen.add(child);
    // With the shared packages that package imports in turn (shared-ui's react, styled-components, ...).
    files.push(...filesOf(provided.get(child.origins[0].module.options.shareKey) ?? child, provided, seen));
  }
  return files;
}

function preloadPlugin({ applications, publicPaths }) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.fileDependencies.add(publicPaths);
        compilation.hooks.processAssets.tap(
          { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const entry = compilation.entrypoints.get('main');
            const [bootstrap] = entry.getChildren().filter((group) => !isSharedFallback(group));
            const groups = { bootstrap };
            for (const name of applications) groups[name] = compilation.namedChunkGroups.get(name);
            const provided = providedScripts(compilation);
            const scripts = {};
            for (const [name, group] of Object.entries(groups)) {
              if (!group) throw new Error(`${PLUGIN_NAME}: no chunk group ${name}`);
              scripts[name] = [...new Set(filesOf(group, provided))].map((file) => `/${file}`);
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
