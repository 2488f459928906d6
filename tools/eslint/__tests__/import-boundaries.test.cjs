// Lints a small workspace of deliberate violations with the boundaries eslint.config.mjs enforces.
const path = require('node:path');
const { ESLint } = require('eslint');
const tseslint = require('typescript-eslint');
const importBoundaries = require('../import-boundaries.cjs');

const workspace = path.join(__dirname, '..', '__fixtures__', 'workspace');

const eslint = new ESLint({
  cwd: workspace,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...importBoundaries(workspace)],
});

/** What ESLint reports in a fixture file, one "rule: message" line a problem. */
async function problemsIn(file) {
  const [result] = await eslint.lintFiles([path.join(workspace, file)]);
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it('refuses a remote importing another remote, even a feature index of it', async () => {
    expect(await problemsIn('mfe-beta/src/features/payments/components/ReadsAnotherRemote.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/mfe-alpha\/src\/features\/invoices".* A remote never imports another remote/),
    ]);
  });

  it("refuses a feature importing another feature's internals", async () => {
    expect(await problemsIn('mfe-alpha/src/features/orders/components/ReadsInvoiceInternals.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/\.\.\/invoices\/components\/InvoiceRow".* A feature never imports another feature's internals/),
    ]);
  });

  it('refuses shared-ui importing shared-api, by path and by name', async () => {
    expect(await problemsIn('shared-ui/src/components/ReadsSharedApi.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/\.\.\/\.\.\/shared-api\/src".* shared-ui is the design system/),
      expect.stringMatching(/^no-restricted-imports: 'shared-api' import is restricted .* shared-ui is the design system/),
    ]);
  });

  it("refuses a server area importing another area's internals", async () => {
    expect(await problemsIn('server/src/areas/credentials/ReadsWorkersRepository.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/workers\/repository".* A server area never imports another area's internals/),
    ]);
  });

  it('refuses server/src/core importing an area, even through its index.ts', async () => {
    expect(await problemsIn('server/src/core/ReadsAnArea.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/areas\/workers".* server\/src\/core is what every area builds on and imports no area/),
    ]);
  });

  it('refuses an import cycle', async () => {
    expect(await problemsIn('shared-api/src/cycle/orders.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/)]);
    expect(await problemsIn('shared-api/src/cycle/customers.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/)]);
  });

  it.each([
    ['a feature using its own files and another feature through its index.ts', 'mfe-alpha/src/features/orders/components/OrderList.ts'],
    ["a remote's routes composing its features", 'mfe-alpha/src/routes.ts'],
    ["shared-ui's own files", 'shared-ui/src/components/Badge.ts'],
    ['a server area using core, its own files and another area through its index.ts', 'server/src/areas/credentials/credentials.routes.ts'],
  ])('allows %s', async (_case, file) => {
    expect(await problemsIn(file)).toEqual([]);
  });
});
