import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translate, translateErrors } from '../../../../core/i18n';
import { toCsv } from '../../../../core/lib/csv';
import '../..'; // registers the area's catalogs
import {
  BulkFileError,
  bulkContentHash,
  checkBulkRows,
  readBulkCredentialCsv,
  sampleCredentialRows,
} from '../bulk-credentials-csv';

/** Messages are msg() tokens until shown: read them as an English reader would. */
const english = (errors: Record<string, string[]>) => translateErrors(errors, 'en-CA');
const fileError = (text: string | RegExp) => (error: Error) =>
  error instanceof BulkFileError && (typeof text === 'string' ? translate(error.message, 'en-CA') === text : text.test(translate(error.message, 'en-CA')));

const HEADER = 'First Name,Last Name,Email,Credential Name,Credential Issued Date,Credential Expiry';

test('columns are found by heading in any order; quoted fields keep their commas', () => {
  const rows = readBulkCredentialCsv('Email,Credential Name,Last Name,First Name\r\nann@example.com,"Fall Protection, Advanced",Lee,Ann\r\n');
  assert.equal(rows.length, 1);
  assert.deepEqual(
    [rows[0].line, rows[0].first_name, rows[0].last_name, rows[0].email, rows[0].credential_name, rows[0].issued],
    [2, 'Ann', 'Lee', 'ann@example.com', 'Fall Protection, Advanced', ''],
  );
});

test('missing required columns are named in one message', () => {
  assert.throws(
    () => readBulkCredentialCsv('First Name,Email,Credential Issued Date\nAnn,ann@example.com,2025-01-01\n'),
    fileError('The file is missing the column(s): Last Name and Credential Name'),
  );
  assert.throws(
    () => readBulkCredentialCsv('Prénom;Courriel\nAnn;ann@example.com\n'),
    (error: Error) => translate(error.message, 'fr-CA') === 'Il manque au fichier la ou les colonnes suivantes : Nom et Nom de l’attestation',
  );
  assert.throws(() => readBulkCredentialCsv(''), fileError('The file is empty.'));
  assert.throws(() => readBulkCredentialCsv(`${HEADER}\n`), fileError(/no credentials to upload/));
  assert.throws(() => readBulkCredentialCsv(`${HEADER}\n"unclosed`), fileError('Line 2: a quoted field is never closed.'));
  assert.throws(() => readBulkCredentialCsv(''), (error: Error) => translate(error.message, 'fr-CA') === 'Le fichier est vide.');
});

test('lines with one column or fewer are dropped', () => {
  const rows = readBulkCredentialCsv(`${HEADER}\nstray\n\nAnn,Lee,ann@example.com,WHMIS 2015,,\n`);
  assert.deepEqual(rows.map((row) => row.line), [4]);
});

test('each row is checked: required values, e-mail, dates, issued before expiry, supporting columns', () => {
  const csv = [
    `${HEADER},Credential URL,Supporting Credential Name,Supporting Credential Issued Date,Supporting Credential Expiry,Supporting Credential ID,Supporting Credential URL`,
    'Ann,Lee,ann@example.com,WHMIS 2015,2025-01-20,2026-01-20,,,,,,',
    ',,not-an-email,,,,,,,,,',
    'Bo,Chan,bo@example.com,H2S Alive,someday,2020-01-01,ftp://x,,2025-01-01,,GD-1,',
    'Cy,Diaz,cy@example.com,Fall Protection,2026-01-01,2025-01-01,,CSTS-2020,2025-02-01,2024-02-01,,',
  ].join('\n');
  const [ok, blank, bad, reversed] = checkBulkRows(readBulkCredentialCsv(csv));
  assert.deepEqual(ok.errors, {});
  assert.deepEqual(ok.credentials, [{ name: 'WHMIS 2015', issued: '2025-01-20', expiry: '2026-01-20', document_number: null, url: null, supporting: false }]);
  assert.deepEqual(english(blank.errors), {
    first_name: ['The first name field is required.'],
    last_name: ['The last name field is required.'],
    credential_name: ['The credential name field is required.'],
    email: ['The email field must be a valid email address.'],
  });
  assert.deepEqual(english(bad.errors), {
    credential_url: ['The credential url field must be a valid URL.'],
    issued: ['The credential issued date field must be a valid date.'],
    supporting_credential_name: ['The supporting credential name field is required when other supporting credential columns are filled.'],
  });
  assert.deepEqual(english(reversed.errors), {
    expiry: ['The credential expiry must be a date after or equal to the credential issued date.'],
    supporting_expiry: ['The supporting credential expiry must be a date after or equal to the supporting credential issued date.'],
  });
});

test('numeric dates follow the order the file reveals; a date read both ways in a file that does not is an error', () => {
  const revealed = checkBulkRows(readBulkCredentialCsv(`${HEADER}\nAnn,Lee,ann@example.com,WHMIS 2015,04/03/2025,25/03/2026\n`));
  assert.deepEqual([revealed[0].credentials[0].issued, revealed[0].credentials[0].expiry], ['2025-03-04', '2026-03-25']);
  const unclear = checkBulkRows(readBulkCredentialCsv(`${HEADER}\nAnn,Lee,ann@example.com,WHMIS 2015,04/03/2025,\n`));
  assert.deepEqual(english(unclear[0].errors).issued, ['The credential issued date 04/03/2025 could be day/month or month/day; write it as YYYY-MM-DD.']);
});

test('the content hash ignores how the file is written but not what it says', () => {
  const hash = (csv: string) => bulkContentHash(checkBulkRows(readBulkCredentialCsv(csv)));
  const base = hash(`${HEADER}\nAnn,Lee,ann@example.com,WHMIS 2015,2025-01-20,2026-01-20\n`);
  assert.equal(hash(`${HEADER}\r\n\r\nAnn,Lee,ANN@example.com,"WHMIS 2015",Jan 20 2025,20/01/2026\r\n`), base);
  assert.equal(hash('Email,First Name,Last Name,Credential Name,Credential Issued Date,Credential Expiry\nann@example.com,Ann,Lee,WHMIS 2015,2025-01-20,2026-01-20'), base);
  assert.notEqual(hash(`${HEADER}\nAnn,Lee,ann@example.com,WHMIS 2015,2025-01-20,2026-01-21\n`), base);
});

test('the sample file has the spec\'s columns, headed in the reader\'s language, and only valid rows', () => {
  assert.deepEqual(sampleCredentialRows('en-CA')[0], [
    'First Name', 'Last Name', 'Email', 'Credential Name', 'Credential Issued Date', 'Credential Expiry', 'Credential URL',
    'Supporting Credential Name', 'Supporting Credential Issued Date', 'Supporting Credential Expiry', 'Supporting Credential ID',
    'Supporting Credential URL',
  ]);
  assert.deepEqual(sampleCredentialRows('fr-CA')[0].slice(0, 4), ['Prénom', 'Nom', 'Courriel', 'Nom de l’attestation']);
  for (const locale of ['en-CA', 'fr-CA'] as const) {
    const sample = sampleCredentialRows(locale);
    const rows = checkBulkRows(readBulkCredentialCsv(toCsv(sample)));
    assert.equal(rows.length, sample.length - 1);
    assert.equal(rows[0].row.credential_name, 'Working at Heights');
    for (const row of rows) assert.deepEqual(row.errors, {}, `${locale} line ${row.row.line}`);
  }
});

test('a semicolon file with French headings, as Excel saves it in Québec, reads the same rows', () => {
  const french = readBulkCredentialCsv('Courriel;Prénom;NOM;Nom de l’attestation;Date d’expiration\r\nann@example.com;Ann;Lee;"SIMDUT; 2015";2026-01-20\r\n');
  assert.deepEqual(
    french.map(({ first_name, last_name, email, credential_name, expiry }) => ({ first_name, last_name, email, credential_name, expiry })),
    [{ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', credential_name: 'SIMDUT; 2015', expiry: '2026-01-20' }],
  );
});
