import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translate } from '../../i18n';
import { CsvError, csvCell, csvFile, decodeCsv, detectDelimiter, normaliseHeading, parseCsv, readCsvFile, toCsv } from '../csv';

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

const rowsOf = (file: Uint8Array | string) => readCsvFile(file).records.map((record) => record.cells);
const GAGNE_ROWS = [
  ['Prénom', 'Nom'],
  ['Gérald', 'Gagné'],
  ['Sophie', 'Côté'],
];

test('the separator is the one the header line uses: comma, semicolon (Excel in French) or tab', () => {
  assert.deepEqual(rowsOf('Prénom,Nom\nGérald,Gagné\nSophie,Côté\n'), GAGNE_ROWS);
  assert.deepEqual(rowsOf('Prénom;Nom\r\nGérald;Gagné\r\nSophie;Côté\r\n'), GAGNE_ROWS);
  assert.deepEqual(rowsOf('Prénom\tNom\nGérald\tGagné\nSophie\tCôté\n'), GAGNE_ROWS);
  assert.equal(readCsvFile('a;b\n1;2').reading.delimiter, 'semicolon');
  assert.equal(readCsvFile('a\tb\n1\t2').reading.delimiter, 'tab');
  assert.equal(readCsvFile('a,b\n1,2').reading.delimiter, 'comma');
});

test('a separator inside a quoted heading does not count, nor do later lines; one column is comma-separated', () => {
  assert.equal(detectDelimiter('"Nom, prénom";Courriel;Ville\na,b,c,d,e,f'), 'semicolon');
  assert.equal(detectDelimiter('\n\nPrénom;Nom\n'), 'semicolon');
  assert.equal(detectDelimiter('Email\na;b;c\n'), 'comma');
  // A semicolon inside a quoted cell of a semicolon file stays in the cell.
  assert.deepEqual(rowsOf('a;b\n"x;y";z\n'), [['a', 'b'], ['x;y', 'z']]);
});

test('UTF-8 with or without a byte-order mark, and Windows-1252, read the same text', () => {
  const text = 'Prénom;Nom\r\nGérald;Gagné\r\nSophie;Côté\r\n';
  const withBom = readCsvFile(Buffer.from(`\uFEFF${text}`, 'utf8'));
  const withoutBom = readCsvFile(Buffer.from(text, 'utf8'));
  const windows = readCsvFile(Buffer.from(text, 'latin1'));
  for (const file of [withBom, withoutBom, windows]) assert.deepEqual(file.records.map((record) => record.cells), GAGNE_ROWS);
  assert.deepEqual(withBom.reading, { delimiter: 'semicolon', encoding: 'utf-8', byte_order_mark: true, encoding_certain: true });
  assert.deepEqual(withoutBom.reading, { delimiter: 'semicolon', encoding: 'utf-8', byte_order_mark: false, encoding_certain: true });
  assert.deepEqual(windows.reading, { delimiter: 'semicolon', encoding: 'windows-1252', byte_order_mark: false, encoding_certain: true });
  assert.equal(withBom.text, text);
});

test('Windows-1252 punctuation (’ – œ €) keeps the guess certain; Mac Roman accents are guessed but uncertain until chosen', () => {
  const windows = Buffer.from([0x4c, 0x92, 0x9c, 0x75, 0x76, 0x72, 0x65, 0x20, 0x96, 0x20, 0x80, 0xe9]);
  assert.deepEqual(decodeCsv(windows), { text: 'L’œuvre – €é', encoding: 'windows-1252', byte_order_mark: false, encoding_certain: true });
  // "Gagné" as Mac Roman (é is 0x8E), which Windows-1252 would read as "GagnŽ": guessed, but to be confirmed.
  const mac = Buffer.from([0x47, 0x61, 0x67, 0x6e, 0x8e]);
  assert.deepEqual(decodeCsv(mac), { text: 'Gagné', encoding: 'macintosh', byte_order_mark: false, encoding_certain: false });
  assert.deepEqual(decodeCsv(mac, 'macintosh'), { text: 'Gagné', encoding: 'macintosh', byte_order_mark: false, encoding_certain: true });
  assert.deepEqual(decodeCsv(mac, 'windows-1252'), { text: 'GagnŽ', encoding: 'windows-1252', byte_order_mark: false, encoding_certain: true });
  // Windows-1252 with a rarer letter of 0x80–0x9F (Š): still read as Windows-1252, and asked.
  assert.deepEqual(decodeCsv(Buffer.from([0x8a, 0x69, 0x6d, 0x65, 0x6b, 0x3b, 0xe9, 0x74, 0xe9])), {
    text: 'Šimek;été',
    encoding: 'windows-1252',
    byte_order_mark: false,
    encoding_certain: false,
  });
  // A byte-order mark settles it whatever was chosen.
  assert.equal(decodeCsv(Buffer.from('\uFEFFCôté', 'utf8'), 'windows-1252').text, 'Côté');
});

test('headings compare in any case, without accents or apostrophes', () => {
  assert.equal(normaliseHeading('  PRÉNOM '), 'prenom');
  assert.equal(normaliseHeading('Date d’expiration'), 'date d expiration');
  assert.equal(normaliseHeading('Code_postal'), 'code postal');
  assert.equal(normaliseHeading('First-Name'), 'first name');
});

test('a CSV file handed out starts with the UTF-8 byte-order mark and ends its lines with CRLF, as Excel needs', () => {
  const bytes = Buffer.from(csvFile([['Nom'], ['Gagné']]), 'utf8');
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  assert.equal(bytes.subarray(3).toString('utf8'), 'Nom\r\nGagné\r\n');
});
