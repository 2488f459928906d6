import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markPersonEdits } from '../person-edits';
import type { ParsedKeyValuePairs } from 'shared-api/contract';

const parsed: ParsedKeyValuePairs = {
  credential_name: { value: 'Working at Heights', source: 'file', confidence: 0.95 },
  issued: { value: '2025-03-14', source: 'file', confidence: 0.9 },
  expiry: { value: '2028-03-14', source: 'file', confidence: 0.9 },
  document_number: { value: null, source: 'file', confidence: 0 },
};

test('a changed value becomes the person\'s; an unchanged one keeps its source and confidence', () => {
  const next = markPersonEdits(parsed, {
    credential_name: 'Working at Heights',
    issued: '2025-03-15',
    expiry: '2028-03-14',
    document_number: 'WAH-1',
  });
  assert.deepEqual(next.credential_name, parsed.credential_name);
  assert.deepEqual(next.expiry, parsed.expiry);
  assert.deepEqual(next.issued, { value: '2025-03-15', source: 'person' });
  assert.deepEqual(next.document_number, { value: 'WAH-1', source: 'person' });
});

test('clearing a value is an edit; fields not given are left as they were; spacing alone is no change', () => {
  const next = markPersonEdits(parsed, { expiry: '', credential_name: '  Working   at Heights ' });
  assert.deepEqual(next.expiry, { value: null, source: 'person' });
  assert.deepEqual(next.credential_name, parsed.credential_name);
  assert.deepEqual(next.issued, parsed.issued);
  assert.equal(parsed.expiry?.source, 'file', 'the input is not modified');
});

test('a credential that was never parsed gets person values for what is typed', () => {
  assert.deepEqual(markPersonEdits(undefined, { credential_name: 'H2S Alive', issued: null, expiry: undefined }), {
    credential_name: { value: 'H2S Alive', source: 'person' },
    issued: { value: null, source: 'person' },
  });
});
