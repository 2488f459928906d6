// What may import what (ARCHITECTURE.md): remotes never import one another, a feature folder reaches another
// feature only through its index.ts, shared-ui never uses shared-api, a server area reaches another area only
// through its index.ts (server/src/core is open to all, and imports no area), and no module imports itself
// through a cycle. Used by eslint.config.mjs, and by the test that lints a
// small workspace of deliberate violations with the same rules.
//
// The zones are listed from the folders present when ESLint starts, so a remote, feature or area added later is
// covered by the next run. Imports are resolved to files first, so a deep relative path is caught as surely as a
// package name.
const fs = require('node:fs');
const path = require('node:path');
const importX = require('eslint-plugin-import-x');

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'];

function subfolders(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .sort();
}

/** The shell and every mfe-* package: the applications composed at run time through Module Federation. */
function remotesIn(root) {
  return subfolders(root).filter((name) => name === 'shell' || name.startsWith('mfe-'));
}

/** Each remote may import nothing from another remote's folder: they meet only through the federation contract. */
function remoteZones(root) {
  const remotes = remotesIn(root);
  if (remotes.length < 2) return [];
  return remotes.map((remote) => ({
    target: `./${remote}`,
    from: remotes.filter((other) => other !== remote).map((other) => `./${other}`),
    message: 'A remote never imports another remote: load its exposed module through the federation contract.',
  }));
}

/** Each folder under `parent` may import its own files and the other folders' index.ts, nothing else of theirs. */
function throughIndexZones(root, parent, message) {
  const names = subfolders(path.join(root, parent));
  return names.map((name) => ({
    target: `./${parent}/${name}`,
    from: `./${parent}`,
    except: [`./${name}`, ...names.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message,
  }));
}

function featureZones(root) {
  return remotesIn(root).flatMap((remote) =>
    throughIndexZones(
      root,
      `${remote}/src/features`,
      "A feature never imports another feature's internals: use what that feature's index.ts exports, or compose the two in routes.tsx.",
    ),
  );
}

function serverAreaZones(root) {
  return throughIndexZones(
    root,
    'server/src/areas',
    "A server area never imports another area's internals: call what that area's index.ts exports, or move what both need into server/src/core.",
  );
}

const CORE_MESSAGE = 'server/src/core is what every area builds on and imports no area: move what it needs into core.';

const SHARED_UI_MESSAGE = 'shared-ui is the design system and knows nothing of the API: take the data as props from the remote.';

/** The flat-config blocks enforcing the boundaries of the workspace at `root`. */
module.exports = function importBoundaries(root) {
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs,cjs}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [importX.createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
        // The cycle rule reads the imported modules too; TypeScript ones need the TypeScript parser.
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/extensions': SOURCE_EXTENSIONS,
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              ...remoteZones(root),
              ...featureZones(root),
              { target: './shared-ui', from: './shared-api', message: SHARED_UI_MESSAGE },
              ...serverAreaZones(root),
              { target: './server/src/core', from: './server/src/areas', message: CORE_MESSAGE },
            ],
          },
        ],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // shared-api is not a dependency of shared-ui, so its name does not resolve there: refused by name as well.
      files: ['shared-ui/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: [{ name: 'shared-api', message: SHARED_UI_MESSAGE }], patterns: [{ group: ['shared-api/*'], message: SHARED_UI_MESSAGE }] },
        ],
      },
    },
  ];
};
