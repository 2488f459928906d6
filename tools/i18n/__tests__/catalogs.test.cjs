// Every catalog folder of the workspace holds en-CA and fr-CA with exactly the same keys and the same {{variables}}
// per key, both ways, and every plural form each language needs (tools/i18n/catalogs.cjs).
const path = require('node:path');
const { ROOT, catalogFolders, problemsIn } = require('../catalogs.cjs');

const folders = catalogFolders().map((folder) => path.relative(ROOT, folder));

describe('i18n catalogs', () => {
  it('are found in shared-ui, shared-api and the shell, and in every remote and server area that has some', () => {
    expect(folders).toEqual(expect.arrayContaining(['shared-ui/src/i18n', 'shared-api/src/i18n', 'shell/src/i18n']));
  });

  it.each(folders)('%s: en-CA and fr-CA match', (folder) => {
    expect(problemsIn(path.join(ROOT, folder))).toEqual([]);
  });

  it('reports what a broken pair gets wrong', () => {
    expect(problemsIn(path.join(__dirname, '..', '__fixtures__', 'broken', 'src', 'i18n'))).toEqual([
      'en-CA nested.empty: not a text',
      'fr-CA rows: no _many form',
      'greeting: en-CA uses {{name}}, fr-CA {{nom}}',
      'onlyInEnglish: in en-CA, not in fr-CA',
      'onlyInFrench: in fr-CA, not in en-CA',
    ]);
  });

  it('reports a locale with no catalog', () => {
    expect(problemsIn(path.join(__dirname, '..', '__fixtures__'))).toEqual(['en-CA.json is missing', 'fr-CA.json is missing']);
  });
});
