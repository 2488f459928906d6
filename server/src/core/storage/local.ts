import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FileStorage } from './types';
import { assertStorageKey } from './keys';

/** Files under one directory (DATA_DIR/files), one file per key. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly directory: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    assertStorageKey(key);
    await mkdir(this.directory, { recursive: true });
    // Written aside then renamed, so a reader never sees half a file.
    const partial = join(this.directory, `.${key}.${randomBytes(4).toString('hex')}.partial`);
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, join(this.directory, key));
  }

  async get(key: string): Promise<Buffer | null> {
    assertStorageKey(key);
    try {
      return await readFile(join(this.directory, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await rm(join(this.directory, key), { force: true });
  }
}
