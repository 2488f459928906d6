import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { repoRoot, startPortal, type PortalServer } from '../support/server';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is left as sent (fetch would decode it), with the Accept-Encoding given or none. */
function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Every script and style sheet below dir, as paths relative to it (their compressed copies left out). */
function scriptsAndStyles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe('compressed assets', () => {
  let portal: PortalServer;
  let files: Array<{ url: string; bytes: Buffer }>;

  before(async () => {
    portal = await startPortal();
    const shellDist = join(repoRoot, 'shell', 'dist');
    const mfeDir = join(portal.dataDir, 'mfe');
    files = [
      ...scriptsAndStyles(shellDist).map((path) => ({ url: `/${path}`, bytes: readFileSync(join(shellDist, path)) })),
      ...scriptsAndStyles(mfeDir).map((path) => ({ url: `/mfe/${path}`, bytes: readFileSync(join(mfeDir, path)) })),
    ];
  });

  after(async () => {
    await portal?.stop();
  });

  test('the shell and every deployed remote have scripts to check', () => {
    assert.ok(files.some((file) => file.url.startsWith('/static/js/')), 'shell scripts');
    for (const remote of ['mfe_dashboard', 'mfe_workers', 'mfe_credentials', 'mfe_public']) {
      assert.ok(files.some((file) => file.url.startsWith(`/mfe/${remote}/`) && file.url.endsWith('remoteEntry.js')), remote);
    }
  });

  test('every script and style sheet is sent as Brotli to a browser that accepts it', async () => {
    for (const file of files) {
      const response = await rawGet(`${portal.url}${file.url}`, 'gzip, deflate, br');
      assert.equal(response.status, 200, file.url);
      assert.equal(response.headers['content-encoding'], 'br', file.url);
      assert.match(String(response.headers.vary), /accept-encoding/i, file.url);
      assert.ok(brotliDecompressSync(response.body).equals(file.bytes), `${file.url} decodes to the built file`);
    }
  });

  test('as gzip when only gzip is accepted', async () => {
    for (const file of files) {
      const response = await rawGet(`${portal.url}${file.url}`, 'gzip');
      assert.equal(response.headers['content-encoding'], 'gzip', file.url);
      assert.ok(gunzipSync(response.body).equals(file.bytes), `${file.url} decodes to the built file`);
    }
  });

  test('and as the file itself to a client that asks for no encoding', async () => {
    for (const file of files) {
      const response = await rawGet(`${portal.url}${file.url}`);
      assert.equal(response.headers['content-encoding'], undefined, file.url);
      assert.ok(response.body.equals(file.bytes), `${file.url} is the built file`);
    }
  });
});
