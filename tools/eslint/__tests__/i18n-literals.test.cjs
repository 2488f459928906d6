// Lints a fixture of deliberate violations with the i18n rule eslint.config.mjs applies to translated folders.
const path = require('node:path');
const { ESLint } = require('eslint');
const tseslint = require('typescript-eslint');
const i18nLiterals = require('../i18n-literals.cjs');

const workspace = path.join(__dirname, '..', '__fixtures__', 'i18n');

const eslint = new ESLint({
  cwd: workspace,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...i18nLiterals(['translated/src'])],
});

/** The literal each problem names, in order. */
async function reportedIn(file) {
  const [result] = await eslint.lintFiles([path.join(workspace, file)]);
  expect(result.messages.filter(({ ruleId }) => ruleId !== 'i18next/no-literal-string')).toEqual([]);
  return result.messages.map(({ line, message }) => ({ line, message: message.split(': ').slice(1).join(': ') }));
}

describe('user-visible literals in JSX (i18next/no-literal-string)', () => {
  it('reports text between tags, visible attributes, template strings and labels in lists handed to components', async () => {
    const problems = await reportedIn('translated/src/Literals.tsx');
    expect(problems).toEqual([
      { line: 10, message: expect.stringContaining('Retry') },
      { line: 13, message: expect.stringContaining('could not be loaded.') },
      { line: 13, message: expect.stringContaining('Check your connection and try again.') },
      { line: 14, message: expect.stringContaining('Panel size') },
      { line: 14, message: expect.stringContaining("label: 'Small'") },
      { line: 15, message: expect.stringContaining("'Shown'") },
      { line: 15, message: expect.stringContaining("'Hidden'") },
    ]);
  });

  it('says where the text belongs', async () => {
    const [result] = await eslint.lintFiles([path.join(workspace, 'translated/src/Literals.tsx')]);
    expect(result.messages[0].message).toMatch(/^User-visible text comes from the catalogs \(ADR 13\)/);
  });

  it.each([
    ['text through t(), code-only attributes and punctuation', 'translated/src/Translated.tsx'],
    ['tests', 'translated/src/__tests__/Literals.test.tsx'],
    ['stories', 'translated/src/Literals.stories.tsx'],
    ['a folder not yet translated', 'legacy/src/NotYetTranslated.tsx'],
  ])('allows %s', async (_case, file) => {
    expect(await reportedIn(file)).toEqual([]);
  });
});
