import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HttpError } from '../../http/errors';
import { translateErrors } from '../../i18n';
import { checkUpload, contentDisposition, detectFileKind, MB } from '..';
import { cleanOriginalName } from '../uploads';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

function rejection(run: () => unknown): { status: number; errors?: Record<string, string[]> } {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof HttpError);
    return { status: error.status, errors: error.errors && translateErrors(error.errors, 'en-CA') };
  }
  assert.fail('expected a rejection');
}

test('the type is read from the bytes, whatever the name says', () => {
  assert.equal(detectFileKind(PNG), 'png');
  assert.equal(detectFileKind(JPEG), 'jpeg');
  assert.equal(detectFileKind(PDF), 'pdf');
  assert.equal(detectFileKind(HTML), null);
  assert.equal(detectFileKind(Buffer.alloc(0)), null);
  assert.equal(detectFileKind(Buffer.from([0x89, 0x50])), null, 'a truncated signature is no PNG');
});

test('a file of a type not allowed answers 422 with the message of the allowed types', () => {
  assert.deepEqual(rejection(() => checkUpload(PDF, { allowed: ['png', 'jpeg'], field: 'image' })), {
    status: 422,
    errors: { image: ['The file must be a PNG or JPEG image.'] },
  });
  assert.deepEqual(rejection(() => checkUpload(HTML, { allowed: ['pdf', 'png', 'jpeg'] })), {
    status: 422,
    errors: { file: ['The file must be a PDF, PNG or JPEG file.'] },
  });
  assert.equal(checkUpload(JPEG, { allowed: ['png', 'jpeg'] }), 'jpeg');
});

test('a file over the size limit answers 422 with the limit in MB (10 MB unless told otherwise)', () => {
  const big = Buffer.concat([PNG, Buffer.alloc(5 * MB)]);
  assert.deepEqual(rejection(() => checkUpload(big, { allowed: ['png'], maxBytes: 5 * MB, field: 'image' })), {
    status: 422,
    errors: { image: ['The file may not be greater than 5 MB.'] },
  });
  assert.equal(checkUpload(big, { allowed: ['png'] }), 'png');
  assert.deepEqual(rejection(() => checkUpload(Buffer.concat([PDF, Buffer.alloc(10 * MB)]), { allowed: ['pdf'] })).errors, {
    file: ['The file may not be greater than 10 MB.'],
  });
});

test('the kept original name is the last path segment without control characters', () => {
  assert.equal(cleanOriginalName('C:\\Users\\dana\\First Aid.pdf', 'pdf'), 'First Aid.pdf');
  assert.equal(cleanOriginalName('../../etc/passwd\u0000.png', 'png'), 'passwd.png');
  assert.equal(cleanOriginalName('', 'jpeg'), 'upload.jpg');
});

test('the download name cannot break out of its header and keeps non-ASCII names exactly', () => {
  assert.equal(contentDisposition('Ticket "A"; b.pdf'), `inline; filename="Ticket _A__ b.pdf"; filename*=UTF-8''Ticket%20%22A%22%3B%20b.pdf`);
  assert.equal(contentDisposition('Sécurité.pdf'), `inline; filename="S_curit_.pdf"; filename*=UTF-8''S%C3%A9curit%C3%A9.pdf`);
});
