// Fails a build that imports from 'react-router-dom' a name the shared subset (react-router-dom.mjs) does not
// export (the remote would otherwise build and deploy, then read `undefined` from the shell's singleton at run
// time), or that imports 'react-router' itself (not shared: a second copy that would not see the portal's router).
const path = require('node:path');

const PLUGIN_NAME = 'RouterSubsetPlugin';
const SUBSET_FILE = path.join(__dirname, 'react-router-dom.mjs');
const SHARE_KEY = 'react-router-dom';
const IMPORT_TYPES = new Set(['harmony import specifier', 'harmony export imported specifier']);

function routerSubsetPlugin() {
  return {
    apply(compiler) {
      const { WebpackError } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        // After finishModules, when every module's provided exports are known.
        compilation.hooks.optimizeDependencies.tap(PLUGIN_NAME, (modules) => {
          const all = [...modules];
          const subset = all.find((module) => module.resource === SUBSET_FILE);
          if (!subset) return;
          const provided = compilation.moduleGraph.getExportsInfo(subset).getProvidedExports();
          if (!Array.isArray(provided)) return;
          const exported = new Set(provided);
          for (const module of all) {
            for (const dependency of module.dependencies) {
              if (module !== subset && /^react-router(\/|$)/.test(dependency.request ?? '')) {
                const error = new WebpackError(
                  `${PLUGIN_NAME}: ${module.readableIdentifier(compilation.requestShortener)} imports '${dependency.request}': ` +
                    `import from '${SHARE_KEY}' instead, the router the shell shares.`,
                );
                error.module = module;
                compilation.errors.push(error);
                break;
              }
              if (!IMPORT_TYPES.has(dependency.type) || dependency.request !== SHARE_KEY) continue;
              const [name] = dependency.getIds(compilation.moduleGraph);
              if (name !== undefined && exported.has(name)) continue;
              const what = name === undefined ? 'the whole module' : `'${name}'`;
              const error = new WebpackError(
                `${PLUGIN_NAME}: ${module.readableIdentifier(compilation.requestShortener)} imports ${what} from ` +
                  `'${SHARE_KEY}', which the shared router (${path.relative(process.cwd(), SUBSET_FILE)}) does not ` +
                  'export: add it there and rebuild the shell, then this package.',
              );
              error.module = module;
              compilation.errors.push(error);
            }
          }
        });
      });
    },
  };
}

module.exports = { routerSubsetPlugin, ROUTER_SUBSET_FILE: SUBSET_FILE };
