import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translate } from '../../i18n';
import { CsvError, csvCell, parseCsv, toCsv } from '../csv';

const cells = (text: string) => parseCsv(text).map((record) => record.cells);

test('plain fields split on commas, records on LF or CRLF', () => {
  assert.deepEqual(cells('a,b,c\n1,2,3\r\n4,5,6'), [
    ['a', 'b', 'c'],
    ['1', '2', '3'],
    ['4', '5', '6'],
  ]);
});

test('quoted fields keep commas, doubled quotes and line breaks', () => {
  assert.deepEqual(cells('name,bio\n"Smith, Jo","Says ""hi""\nand bye"\n'), [
    ['name', 'bio'],
    ['Smith, Jo', 'Says "hi"\nand bye'],
  ]);
  assert.deepEqual(cells('"a\r\nb",c\r\n'), [['a\r\nb', 'c']]);
});

test('empty fields, an empty quoted field and a trailing comma are kept', () => {
  assert.deepEqual(cells('a,,""\n,\n'), [
    ['a', '', ''],
    ['', ''],
  ]);
});

test('a byte-order mark is skipped and the final line break ends no extra record', () => {
  assert.deepEqual(cells('\uFEFFFirst Name,Last Name\r\nAnna,Lee\r\n'), [
    ['First Name', 'Last Name'],
    ['Anna', 'Lee'],
  ]);
  assert.deepEqual(cells(''), []);
});

test('blank lines between records are skipped', () => {
  assert.deepEqual(cells('a\n\n\nb\n'), [['a'], ['b']]);
});

test('a quote inside an unquoted field is an ordinary character', () => {
  assert.deepEqual(cells('5" pipe,O"Brien\n'), [['5" pipe', 'O"Brien']]);
});

test('each record reports the line it starts on, counting line breaks inside quotes', () => {
  const records = parseCsv('h1,h2\n"multi\nline",x\r\n\nlast,y\n');
  assert.deepEqual(
    records.map((record) => record.line),
    [1, 2, 5],
  );
});

test('an unclosed quote is an error naming the line it opened on', () => {
  assert.throws(
    () => parseCsv('a,b\n1,"never closed\n2,3\n'),
    (error: unknown) =>
      error instanceof CsvError &&
      error.line === 2 &&
      translate(error.message, 'en-CA') === 'Line 2: a quoted field is never closed.' &&
      translate(error.message, 'fr-CA') === 'Ligne 2 : un champ entre guillemets n’est jamais fermé.',
  );
});

test('cells that a spreadsheet would run as formulas are neutralised with a leading quote', () => {
  assert.equal(csvCell('=HYPERLINK("http://evil.example","click")'), `"'=HYPERLINK(""http://evil.example"",""click"")"`);
  assert.equal(csvCell('+1 403 555 0100'), "'+1 403 555 0100");
  assert.equal(csvCell('-2+3'), "'-2+3");
  assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(csvCell('\tcmd'), "'\tcmd");
  assert.equal(csvCell('\r=1'), `"'\r=1"`);
  assert.equal(csvCell('Anna = Lee'), 'Anna = Lee');
});

test('cells with commas, quotes or line breaks are quoted; empty values are empty', () => {
  assert.equal(csvCell('Smith, Jo'), '"Smith, Jo"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell('two\nlines'), '"two\nlines"');
  assert.equal(csvCell(null), '');
  assert.equal(csvCell(undefined), '');
  assert.equal(csvCell(42), '42');
});

test('what the writer produces reads back through the parser unchanged (apart from neutralising)', () => {
  const rows = [
    ['First Name', 'Bio'],
    ['Émilie', 'Red Seal, 12 years\n"industrial"'],
    ['=1+2', ''],
  ];
  const text = toCsv(rows);
  assert.ok(text.endsWith('\r\n'));
  assert.deepEqual(cells(text), [rows[0], rows[1], ["'=1+2", '']]);
});
