import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractCredentialFields, type CatalogueEntry } from '../fields';

const TODAY = new Date('2026-01-15T12:00:00Z');
const values = (text: string, options: Parameters<typeof extractCredentialFields>[1] = {}) => {
  const { pairs } = extractCredentialFields(text, { today: TODAY, ...options });
  return Object.fromEntries(Object.entries(pairs).map(([key, field]) => [key, field.value]));
};

test('a typical training certificate gives every field, each read from the file with a confidence', () => {
  const text = [
    'CERTIFICATE OF COMPLETION',
    'This is to certify that',
    'Jane Doe',
    'has successfully completed',
    'Working at Heights Training',
    'Issued by: Prairie Safety Training Centre',
    'Date of Issue: March 14, 2025',
    'Expiry Date: March 14, 2028',
    'Certificate No. WAH-12345',
  ].join('\n');
  const { pairs } = extractCredentialFields(text, { today: TODAY });
  assert.deepEqual(values(text), {
    credential_name: 'Working at Heights',
    holder_name: 'Jane Doe',
    issuer: 'Prairie Safety Training Centre',
    issued: '2025-03-14',
    expiry: '2028-03-14',
    document_number: 'WAH-12345',
  });
  for (const field of Object.values(pairs)) {
    assert.equal(field.source, 'file');
    assert.ok(field.confidence! > 0.5 && field.confidence! <= 1);
  }
});

test('label words for issued and expiry dates in their many spellings', () => {
  const cases: Array<[string, string, string]> = [
    ['Issued: 2025-03-14\nExpires: 2028-03-14', '2025-03-14', '2028-03-14'],
    ['Date Issued 14/03/2025 Valid Until 14/03/2028', '2025-03-14', '2028-03-14'],
    ['Completion Date: Mar 14 2025\nExpiration Date: Mar 14 2028', '2025-03-14', '2028-03-14'],
    ['Valid from 1 June 2024 to 1 June 2027', '2024-06-01', '2027-06-01'],
    ['Issue Date: 2025-03-14  Exp: 2028-03-14', '2025-03-14', '2028-03-14'],
    ["Date de délivrance : 14 mars 2025\nDate d'expiration : 14 mars 2028", '2025-03-14', '2028-03-14'],
  ];
  for (const [text, issued, expiry] of cases) {
    const result = values(text);
    assert.equal(result.issued, issued, text);
    assert.equal(result.expiry, expiry, text);
  }
});

test('a label on the line above its date, as in a table, still governs it', () => {
  assert.deepEqual(
    [values('Date of Issue      Expiry Date\n2025-03-14         2028-03-14').issued, values('Date of Issue      Expiry Date\n2025-03-14         2028-03-14').expiry],
    ['2025-03-14', '2028-03-14'],
  );
  const labelAbove = values('Expires:\nJune 30, 2027\nIssued:\nJune 30, 2024');
  assert.equal(labelAbove.expiry, '2027-06-30');
  assert.equal(labelAbove.issued, '2024-06-30');
});

test('a date of birth is not taken for an issued date', () => {
  const result = values('Name: John Smith\nDate of Birth: 1988-04-17\nIssued: 2025-01-20');
  assert.equal(result.issued, '2025-01-20');
  assert.equal(result.expiry, null);
});

test('without labels the earliest date is the issue and the latest the expiry; a lone future date is an expiry', () => {
  const both = extractCredentialFields('H2S Alive\n2028-06-30\n2025-06-30', { today: TODAY }).pairs;
  assert.equal(both.issued.value, '2025-06-30');
  assert.equal(both.expiry.value, '2028-06-30');
  assert.ok(both.issued.confidence! < 0.5);
  assert.equal(values('Fall Protection 2027-05-01').expiry, '2027-05-01');
  assert.equal(values('Fall Protection 2025-05-01').issued, '2025-05-01');
});

test('an expiry is worked out from "valid for N years" or the catalogue validity when the file gives none', () => {
  assert.equal(values('Issued: 2025-03-14. This certificate is valid for three (3) years.').expiry, '2028-03-14');
  const catalogue: CatalogueEntry[] = [{ id: 7, label: 'WHMIS 2015', validityMonths: 12 }];
  const whmis = extractCredentialFields('WHMIS 2015 training\nCompleted on 2025-01-20', { catalogue, today: TODAY });
  assert.equal(whmis.pairs.expiry.value, '2026-01-20');
  assert.equal(whmis.pairs.expiry.confidence, 0.5);
  assert.equal(whmis.credentialId, 7);
});

test('an expiry before the issue date is dropped rather than proposed', () => {
  const result = extractCredentialFields('Issued: 2025-03-14\n2020-01-01', { today: TODAY }).pairs;
  assert.equal(result.issued.value, '2025-03-14');
  assert.equal(result.expiry.value, null);
});

test('credential names: the customer catalogue, common names and their other spellings', () => {
  const catalogue: CatalogueEntry[] = [
    { id: 1, label: 'Standard First Aid & CPR C' },
    { id: 2, label: 'Red Seal Certificate – Construction Electrician' },
    { id: 3, label: 'Red Seal' },
  ];
  const match = (text: string) => {
    const { pairs, credentialId } = extractCredentialFields(text, { catalogue, today: TODAY });
    return [pairs.credential_name.value, credentialId];
  };
  assert.deepEqual(match('Standard First Aid with CPR C'), ['Standard First Aid & CPR C', 1]);
  assert.deepEqual(match('STANDARD FIRST AID AND CPR-C'), ['Standard First Aid & CPR C', 1]);
  assert.deepEqual(match('Interprovincial Red Seal Certificate - Construction Electrician'), ['Red Seal Certificate – Construction Electrician', 2]);
  assert.deepEqual(match('Red Seal endorsement'), ['Red Seal', 3]);
  assert.deepEqual(match('WHMIS training record'), ['WHMIS 2015', null]);
  assert.deepEqual(match('H2S Alive (Energy Safety Canada)'), ['H2S Alive', null]);
  assert.deepEqual(match('Ground Disturbance 201'), ['Ground Disturbance Level II', null]);
  assert.deepEqual(match('Confined Space Entry and Rescue'), ['Confined Space Entry', null]);
});

test('an unknown credential is named from the certificate wording', () => {
  assert.equal(values('This certifies that Sam Lee has successfully completed Hot Work Safety on May 2, 2025').credential_name, 'Hot Work Safety');
  assert.equal(values('Certificate of Achievement\nArc Flash Awareness\nAwarded to Sam Lee').credential_name, 'Arc Flash Awareness');
  assert.equal(values('Nothing useful here').credential_name, null);
});

test('holder names: the worker the file was uploaded for first, then the wording around a name', () => {
  assert.equal(values('This certifies that Jane Doe has completed', { holderNames: ['Émilie Tremblay'] }).holder_name, 'Jane Doe');
  assert.equal(values('awarded to EMILIE TREMBLAY for', { holderNames: ['Émilie Tremblay'] }).holder_name, 'Émilie Tremblay');
  assert.equal(values('Presented to: MARY-JANE O\'NEIL HAS SUCCESSFULLY COMPLETED').holder_name, "Mary-Jane O'Neil");
  assert.equal(values('Name: Gurpreet Sandhu').holder_name, 'Gurpreet Sandhu');
  assert.equal(values('Course Name: Fall Protection').holder_name, null);
  assert.equal(values('Participant Name\nLiam O\'Connor').holder_name, "Liam O'Connor");
});

test('issuers: a labelled issuer, or a known body named anywhere', () => {
  assert.equal(values('Training provider: Northern Safety Inc.').issuer, 'Northern Safety Inc');
  assert.equal(values('Provided by the Canadian Red Cross').issuer, 'Canadian Red Cross');
  assert.equal(values('Canadian Red Cross\nStandard First Aid').issuer, 'Canadian Red Cross');
  const internal = extractCredentialFields('Issued by: Acme Safety Ltd. on 2025-01-01', {
    issuers: [{ id: 4, name: 'Acme Safety Ltd.', kind: 'credential_issuer' }],
    today: TODAY,
  });
  assert.deepEqual([internal.pairs.issuer.value, internal.issuer?.id], ['Acme Safety Ltd.', 4]);
  assert.equal(values('No issuer here').issuer, null);
});

test('document numbers after the usual labels, never a date', () => {
  const cases: Array<[string, string | null]> = [
    ['Certificate No. WAH-12345', 'WAH-12345'],
    ['Cert # 88213', '88213'],
    ['Licence Number: 309A-774512', '309A-774512'],
    ['Card ID: EWP/2025/0042', 'EWP/2025/0042'],
    ['Registration No.\nR-99812', 'R-99812'],
    ['ID: 4471-22', '4471-22'],
    ['Certificate No. 2025-03-14', null],
    ['Certificate Number: pending', null],
  ];
  for (const [text, number] of cases) assert.equal(values(text).document_number, number, text);
});

test('fields the text does not give are null with confidence 0', () => {
  const { pairs, credentialId, issuer } = extractCredentialFields('', { today: TODAY });
  for (const field of Object.values(pairs)) assert.deepEqual(field, { value: null, source: 'file', confidence: 0 });
  assert.equal(credentialId, null);
  assert.equal(issuer, null);
});

test('text as OCR gives it: ragged spacing, typographic dashes and quotes', () => {
  const text = 'WORKING  AT   HEIGHTS\n  Issued :  14–Mar–2025\nExpires:   14 – 03 – 2028\nCertificate  No.  WAH–771';
  const result = values(text);
  assert.equal(result.credential_name, 'Working at Heights');
  assert.equal(result.issued, '2025-03-14');
  assert.equal(result.document_number, 'WAH-771');
});
