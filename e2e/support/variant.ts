import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { repoRoot } from './server';

export interface RemoteVariant {
  /** A package directory (package.json + dist) that scripts/deploy-remote.mjs --no-build accepts. */
  dir: string;
  remove(): void;
}

/**
 * A second, different build of a remote without running webpack again: a copy of the package's built dist
 * with literal text edits (and their compressed copies made again). The deploy script stores it like any build (its version is the package version
 * plus a hash of the dist, so the edit gives it a version of its own). Each edit must match exactly once.
 */
export function remoteVariant(packageDir: string, edits: Array<{ from: string; to: string }>): RemoteVariant {
  const source = resolve(repoRoot, packageDir);
  const root = mkdtempSync(join(tmpdir(), 'remote-variant-'));
  const dir = join(root, basename(source));
  cpSync(join(source, 'package.json'), join(dir, 'package.json'));
  cpSync(join(source, 'dist'), join(dir, 'dist'), { recursive: true });

  const scripts = readdirSync(join(dir, 'dist'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
  for (const { from, to } of edits) {
    const hits = scripts.flatMap((file) => {
      const count = readFileSync(file, 'utf8').split(from).length - 1;
      return count > 0 ? [{ file, count }] : [];
    });
    assert.equal(hits.reduce((sum, hit) => sum + hit.count, 0), 1, `"${from}" occurs once in ${packageDir}/dist: ${JSON.stringify(hits)}`);
    const edited = Buffer.from(readFileSync(hits[0].file, 'utf8').replace(from, to));
    writeFileSync(hits[0].file, edited);
    // The build's compressed copies are what browsers receive: they must carry the edit too.
    if (existsSync(`${hits[0].file}.br`)) writeFileSync(`${hits[0].file}.br`, brotliCompressSync(edited));
    if (existsSync(`${hits[0].file}.gz`)) writeFileSync(`${hits[0].file}.gz`, gzipSync(edited));
  }
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
