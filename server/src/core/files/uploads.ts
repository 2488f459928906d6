import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { generateStorageKey, type FileStorage, type StorageExtension } from '../storage';
import { validationError } from '../http/errors';
import { msg, oneOf, type Message } from '../i18n';

export const MB = 1024 * 1024;
/** Any upload unless a caller allows less. */
export const MAX_UPLOAD_BYTES = 10 * MB;
export const MAX_PICTURE_BYTES = 5 * MB;

export type FileKind = 'png' | 'jpeg' | 'pdf';

const KINDS: Record<FileKind, { label: string; mimeType: string; extension: StorageExtension; signature: number[] }> = {
  pdf: { label: 'PDF', mimeType: 'application/pdf', extension: 'pdf', signature: [...Buffer.from('%PDF-')] },
  png: { label: 'PNG', mimeType: 'image/png', extension: 'png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpeg: { label: 'JPEG', mimeType: 'image/jpeg', extension: 'jpg', signature: [0xff, 0xd8, 0xff] },
};

export const mimeTypeOf = (kind: FileKind) => KINDS[kind].mimeType;

/** What the bytes are, read from their first bytes: the name and the browser's content type are not trusted. */
export function detectFileKind(bytes: Buffer): FileKind | null {
  for (const [kind, { signature }] of Object.entries(KINDS) as Array<[FileKind, (typeof KINDS)[FileKind]]>) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return kind;
  }
  return null;
}

/** "The file must be a PNG or JPEG image." / "…a PDF, PNG or JPEG file." */
function wrongTypeMessage(allowed: FileKind[]): Message {
  const types = oneOf(allowed.map((kind) => KINDS[kind].label));
  return allowed.every((kind) => kind !== 'pdf') ? msg('files.wrong_image', { types }) : msg('files.wrong_file', { types });
}

export const tooLargeMessage = (maxBytes: number) => msg('files.too_large', { size: maxBytes / MB });

export interface UploadRules {
  allowed: FileKind[];
  maxBytes?: number;
  /** The form field the 422 names. */
  field?: string;
}

/** Checks type (by content) and size; answers 422 with the field's message otherwise. */
export function checkUpload(bytes: Buffer, { allowed, maxBytes = MAX_UPLOAD_BYTES, field = 'file' }: UploadRules): FileKind {
  if (bytes.length > maxBytes) throw validationError({ [field]: [tooLargeMessage(maxBytes)] });
  const kind = detectFileKind(bytes);
  if (!kind || !allowed.includes(kind)) throw validationError({ [field]: [wrongTypeMessage(allowed)] });
  return kind;
}

export interface StoredFile {
  id: number;
  storage_key: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
}

export interface UploadInput extends UploadRules {
  customerId: number;
  /** null for a token holder on a public page. */
  userId: number | null;
  bytes: Buffer;
  originalName: string;
}

/** Keeps only a file name's last path segment, printable and of reasonable length. */
export function cleanOriginalName(name: string, kind: FileKind): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return printable || `upload.${KINDS[kind].extension}`;
}

/**
 * Checks an upload, stores its bytes under a generated key and records it in `files`. The bytes are
 * stored first: a rolled-back transaction leaves an unreferenced object behind, never a row without bytes.
 */
export async function storeUpload(tx: Queryable, storage: FileStorage, input: UploadInput): Promise<StoredFile> {
  const kind = checkUpload(input.bytes, input);
  const key = generateStorageKey(KINDS[kind].extension);
  await storage.put(key, input.bytes, KINDS[kind].mimeType);
  try {
    const [file] = await tx.query<StoredFile>(
      `insert into files (enterprise_customer_id, storage_key, original_name, mime_type, size_bytes, sha256, uploaded_by_user_id)
       values ($1, $2, $3, $4, $5, $6, $7)
       returning id, storage_key, original_name, mime_type, size_bytes`,
      [
        input.customerId,
        key,
        cleanOriginalName(input.originalName, kind),
        KINDS[kind].mimeType,
        input.bytes.length,
        createHash('sha256').update(input.bytes).digest('hex'),
        input.userId,
      ],
    );
    return file;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Removes a file's row and its bytes (the row first: bytes without a row are harmless, a row without bytes is not). */
export async function removeStoredFile(db: Queryable, storage: FileStorage, customerId: number, storageKey: string): Promise<void> {
  await db.query('delete from files where storage_key = $1 and enterprise_customer_id = $2', [storageKey, customerId]);
  await storage.delete(storageKey);
}
