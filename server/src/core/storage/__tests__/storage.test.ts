import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { createFileStorage, generateStorageKey, LocalFileStorage, S3FileStorage, type FileStorage } from '..';
import { loadConfig } from '../../../config';

/** Bytes of every value 0-255 in random order, large enough to span several network chunks. */
const sampleBytes = () => randomBytes(300 * 1024);

function behavesLikeFileStorage(storage: () => FileStorage) {
  test('stored bytes come back identical', async () => {
    const key = generateStorageKey('pdf');
    const bytes = sampleBytes();
    await storage().put(key, bytes, 'application/pdf');
    const read = await storage().get(key);
    assert.ok(read && read.equals(bytes), 'round-trip bytes differ');
  });

  test('a missing key reads as null and deleting it is not an error', async () => {
    const key = generateStorageKey('png');
    assert.equal(await storage().get(key), null);
    await storage().delete(key);
  });

  test('delete removes the object', async () => {
    const key = generateStorageKey('jpg');
    await storage().put(key, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg');
    await storage().delete(key);
    assert.equal(await storage().get(key), null);
  });

  test('keys that are not generated ones are refused before any storage is touched', async () => {
    for (const key of ['../session-secret', 'a/b.pdf', 'report.pdf', `${'a'.repeat(32)}.html`]) {
      await assert.rejects(storage().put(key, Buffer.from('x'), 'text/plain'), /Invalid storage key/);
      await assert.rejects(storage().get(key), /Invalid storage key/);
    }
  });
}

test('generated keys are 128 random bits in hex plus the extension', () => {
  const keys = new Set(Array.from({ length: 1000 }, () => generateStorageKey('pdf')));
  assert.equal(keys.size, 1000);
  for (const key of keys) assert.match(key, /^[0-9a-f]{32}\.pdf$/);
});

test('S3 is used when S3_BUCKET is set, local disk under DATA_DIR/files otherwise', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
  try {
    const local = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x' });
    assert.equal(local.s3, undefined);
    assert.ok(createFileStorage(local) instanceof LocalFileStorage);
    const s3 = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x', S3_BUCKET: 'portal', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    assert.deepEqual(s3.s3, {
      bucket: 'portal',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    assert.ok(createFileStorage(s3) instanceof S3FileStorage);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('local disk storage', () => {
  const directory = mkdtempSync(join(tmpdir(), 'portal-files-'));
  const local = new LocalFileStorage(join(directory, 'files'));
  after(() => rmSync(directory, { recursive: true, force: true }));
  behavesLikeFileStorage(() => local);

  test('leaves no partial files behind', () => {
    assert.deepEqual(readdirSync(join(directory, 'files')).filter((name) => name.includes('partial')), []);
  });
});

describe('S3-compatible storage (s3rver)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  let server: S3rver;
  let s3: S3FileStorage;
  before(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'portal-files', configs: [] }] });
    const { port } = (await server.run()) as AddressInfo;
    s3 = new S3FileStorage({
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  after(async () => {
    s3?.close();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  behavesLikeFileStorage(() => s3);
});
