// The one webpack config factory used by the shell and every remote (ARCHITECTURE.md, "Runtime composition").
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// terser-webpack-plugin ships with webpack; resolve it from there rather than adding a dependency.
const TerserPlugin = require(require.resolve('terser-webpack-plugin', { paths: [require.resolve('webpack')] }));
const { precompressPlugin } = require('./precompress-plugin.cjs');
const { writeManifestPlugin } = require('./manifest-plugin.cjs');
const { preloadPlugin, remotePreloadPlugin } = require('./preload-plugin.cjs');
const { routerSubsetPlugin, ROUTER_SUBSET_FILE } = require('./router-subset-plugin.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');

// provideExternalRuntime adds this runtime plugin by its CommonJS path, which pulls in a second (CJS)
// copy of the federation runtime next to the ESM one the bundler runtime uses; point it at its ESM build.
const injectRuntimePluginCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [require.resolve('@module-federation/enhanced')],
});
const runtimeAlias = { [injectRuntimePluginCjs]: injectRuntimePluginCjs.replace(/\.cjs$/, '.js') };

/**
 * Every package shared between shell and remotes; all singletons (two Reacts break hooks, two styled-components
 * break themes, two shared-uis break the confirm and toast contexts, two i18nexts would each keep their own
 * language and catalogs). shared-api is not shared: it holds no state, so each remote bundles the copy it was
 * built with and can be deployed without rebuilding the shell. 'react-router-dom' is shared as the subset of
 * react-router the portal uses (react-router-dom.mjs), which carries its one copy of react-router inside: no
 * package imports 'react-router' itself.
 */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'styled-components',
  'zustand',
  'swr',
  'i18next',
  'react-i18next',
  'shared-ui',
];

function packageNameOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

function resolvesFrom(request, dir) {
  try {
    require.resolve(request, { paths: [dir] });
    return true;
  } catch {
    return false;
  }
}

/**
 * Installed version and folder of a package as seen from the package being built. A package it does
 * not depend on directly (react-router, through react-router-dom) is looked up beside its dependant.
 */
function installedPackage(packageName, packageDir) {
  const searchPaths = [packageDir, repoRoot];
  if (resolvesFrom('react-router-dom/package.json', packageDir)) {
    searchPaths.push(path.dirname(require.resolve('react-router-dom/package.json', { paths: [packageDir] })));
  }
  for (const base of searchPaths) {
    if (!resolvesFrom(`${packageName}/package.json`, base)) continue;
    const file = require.resolve(`${packageName}/package.json`, { paths: [base] });
    return { version: JSON.parse(fs.readFileSync(file, 'utf8')).version, dir: path.dirname(file) };
  }
  return null;
}

/** The shared-dependency config, identical for shell and remotes except for versions read from the packages. */
function sharedConfig(packageDir, eager) {
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    const name = packageNameOf(request);
    const found = installedPackage(name, packageDir);
    if (!found) continue;
    // The shell provides what it consumes itself: checking its own version against its own range is skipped. A remote
    // still checks the version it finds against the one it was built with.
    shared[request] = { singleton: true, requiredVersion: eager ? false : `^${found.version}`, version: found.version, eager };
    if (request === 'react-router-dom') {
      shared[request].import = ROUTER_SUBSET_FILE;
    } else if (!resolvesFrom(`${name}/package.json`, packageDir)) {
      // webpack resolves a shared module from the package being built; one found elsewhere is imported by path.
      shared[request].import = request === name ? found.dir : require.resolve(request, { paths: [found.dir] });
    }
  }
  return shared;
}

/**
 * The shared router subset (react-router-dom.mjs, outside every package) imports react-router from beside
 * react-router-dom. Its production build: the package's exports offer only the development one (with its warnings
 * and checks) to a bundler that does not ask for the "production" condition, which webpack does not.
 */
function routerAlias(packageDir, production) {
  const found = installedPackage('react-router', packageDir);
  if (!found) return {};
  return { 'react-router$': production ? path.join(found.dir, 'dist', 'production', 'index.mjs') : found.dir };
}

/** What the shell loads first from a remote: a portal area's './routes', or the public application's './lifecycles'. */
function firstExpose(exposes) {
  const key = ['./routes', './lifecycles'].find((name) => name in exposes);
  if (!key) throw new Error("a remote exposes './routes' or './lifecycles'");
  return { key, chunkName: key.slice(2) };
}

/** The first expose in a chunk of its own name, which the remote's dist/preload.json lists for the server. */
function withFirstChunkName(exposes) {
  const { key, chunkName } = firstExpose(exposes);
  const first = exposes[key];
  return typeof first === 'string' ? { ...exposes, [key]: { import: first, name: chunkName } } : exposes;
}

const swcOptions = (production) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: !production } },
    target: 'es2020',
  },
});

/**
 * @param {object} options
 * @param {string} options.packageDir   the package being built
 * @param {string} options.name         federation name: 'shell' or 'mfe_<area>'
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remotes: './routes', './manifest', ...
 * @param {string} [options.entry]      host: the entry module
 * @param {string} [options.template]   host: index.html template
 * @param {string[]} [options.applications]  host: named chunks of its applications, listed in dist/preload.json
 * @param {string} [options.publicPaths]  host: module exporting PUBLIC_EXACT and PUBLIC_PREFIXES (the public application's paths)
 * @param {string} [options.manifest]   remote: module that default-exports the RemoteManifest data
 */
module.exports = function createConfig(options) {
  const { packageDir, name, kind, exposes = {}, entry, template, manifest, applications = [], publicPaths } = options;
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const isHost = kind === 'host';

    const plugins = [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: withFirstChunkName(exposes) }),
        shared: sharedConfig(packageDir, isHost),
        // Without it every registered remote's entry would be fetched at start to negotiate versions.
        shareStrategy: 'loaded-first',
        // Remotes are found at run time from /remotes.json; the contract is typed through shared-api instead.
        dts: false,
        manifest: false,
        // The shell ships the federation runtime once and every remote uses it, instead of each remote
        // entry carrying its own copy (about 27 kB gzip each). Remotes therefore run only inside the shell.
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
    ];
    if (isHost) {
      plugins.push(
        new HtmlWebpackPlugin({
          // As a string: a `template` file goes through a child compilation that inherits the federation
          // plugin and emits a second, node-format copy of every shared chunk.
          templateContent: fs.readFileSync(template, 'utf8'),
          // Absolute: index.html is answered for every deep link (/workers/12), so relative URLs would break.
          publicPath: '/',
          scriptLoading: 'defer',
          minify: production && { collapseWhitespace: true, removeComments: true },
        }),
        preloadPlugin({ applications, publicPaths }),
      );
    } else {
      plugins.push(writeManifestPlugin(manifest), remotePreloadPlugin(firstExpose(exposes).chunkName));
    }
    plugins.push(routerSubsetPlugin());
    if (production) plugins.push(precompressPlugin());

    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      // A remote has no page of its own: its only entry is the federation container (remoteEntry.js).
      entry: isHost ? { main: entry } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(packageDir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: 'static/js/[name].[contenthash:8].js',
        chunkFilename: 'static/js/[name].[contenthash:8].js',
        assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
        clean: true,
      },
      plugins,
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: { ...(isHost ? runtimeAlias : {}), ...routerAlias(packageDir, production) } },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions(production) },
          },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
};
