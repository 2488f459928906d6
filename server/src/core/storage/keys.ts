import { randomBytes } from 'node:crypto';

/** 128 random bits in hex plus a known extension: no user input ever reaches a path or an object name. */
const STORAGE_KEY = /^[0-9a-f]{32}\.(png|jpg|pdf|csv)$/;

export type StorageExtension = 'png' | 'jpg' | 'pdf' | 'csv';

export function generateStorageKey(extension: StorageExtension): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
