import type { Queryable } from '../../../core/db';
import type { FileStorage } from '../../../core/storage';
import { removeStoredFile, storeUpload, type FileKind, type ReceivedFile, type StoredFile } from '../../../core/files';

/** Credential documents: checked by content, whatever the name says. */
export const DOCUMENT_KINDS: FileKind[] = ['pdf', 'png', 'jpeg'];

/** Stores a credential document sent in a form's `field` (checked first: 422 names the field); nothing sent stores nothing. */
export function storeDocument(
  db: Queryable,
  storage: FileStorage,
  input: { customerId: number; userId: number; file: ReceivedFile | null; field: string },
): Promise<StoredFile | null> {
  const { file } = input;
  if (!file) return Promise.resolve(null);
  return storeUpload(db, storage, {
    customerId: input.customerId,
    userId: input.userId,
    bytes: file.bytes,
    originalName: file.filename,
    allowed: DOCUMENT_KINDS,
    field: input.field,
  });
}

/** The stored object and name behind one of the customer's files, when there is one. */
export async function storedFileOf(
  db: Queryable,
  customerId: number,
  fileId: number,
): Promise<{ storage_key: string; original_name: string } | undefined> {
  const [file] = await db.query<{ storage_key: string; original_name: string }>(
    'select storage_key, original_name from files where id = $1 and enterprise_customer_id = $2',
    [fileId, customerId],
  );
  return file;
}

/**
 * A copy of a stored document under a new name, so either record's document can change or go without the
 * other's; null when the bytes are gone.
 */
export async function copyDocument(
  db: Queryable,
  storage: FileStorage,
  input: { customerId: number; userId: number; fileId: number },
): Promise<StoredFile | null> {
  const file = await storedFileOf(db, input.customerId, input.fileId);
  const bytes = file ? await storage.get(file.storage_key) : null;
  if (!file || !bytes) return null;
  return storeUpload(db, storage, {
    customerId: input.customerId,
    userId: input.userId,
    bytes,
    originalName: file.original_name,
    allowed: DOCUMENT_KINDS,
  });
}

/** Runs a change that refers to a just-stored file; if the change fails, the file goes too. */
export async function withStoredFile<T>(
  db: Queryable,
  storage: FileStorage,
  customerId: number,
  stored: StoredFile | null,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (stored) await removeStoredFile(db, storage, customerId, stored.storage_key).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes a document no credential (as its document, or as the one a replacement waiting for review replaced),
 * parse job or bulk upload points at any more (row first, then bytes).
 * A file still in use elsewhere is kept.
 */
export async function releaseFile(db: Queryable, storage: FileStorage, customerId: number, fileId: number | null): Promise<void> {
  if (!fileId) return;
  const [released] = await db.query<{ storage_key: string }>(
    `delete from files f where f.id = $1 and f.enterprise_customer_id = $2
        and not exists (select 1 from user_credentials uc where uc.file_id = f.id)
        and not exists (select 1 from user_credentials uc
                         where uc.enterprise_customer_id = f.enterprise_customer_id
                           and (uc.metadata->'previous_version'->>'file_id')::int = f.id)
        and not exists (select 1 from user_credential_parse_jobs pj where pj.file_id = f.id)
        and not exists (select 1 from bulk_credential_uploads bu where bu.file_id = f.id)
      returning f.storage_key`,
    [fileId, customerId],
  );
  if (released) await storage.delete(released.storage_key);
}
