import { join } from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './types';
import { LocalFileStorage } from './local';
import { S3FileStorage } from './s3';

export type { FileStorage } from './types';
export { generateStorageKey, type StorageExtension } from './keys';
export { LocalFileStorage } from './local';
export { S3FileStorage, type S3Settings } from './s3';

/** S3 when S3_BUCKET is set, otherwise DATA_DIR/files on local disk. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(join(config.dataDir, 'files'));
}
