import type { Db } from '../../../core/db';
import type { FileStorage } from '../../../core/storage';
import type { JobHandlers } from '../../../core/jobs/worker';
import type { Job } from '../../../core/jobs/queue';
import { msg } from '../../../core/i18n';
import { extractCredentialFields, readDocumentText, UnreadableFileError, type OcrEngine } from '../parsing';
import { claimParseJob, extractionContext, failParseJob, recordParsedCredential, storedFileOf } from '../repository';
import { PARSE_QUEUE } from './queues';

/** Failure reasons are stored as msg() and written in the reader's language when the jobs are listed. */
const FILE_GONE_MESSAGE = msg('credentials:parsing.file_gone');
const PARSE_FAILED_MESSAGE = msg('credentials:parsing.failed');

const MAX_NAME = 255;
const MAX_DOCUMENT_NUMBER = 100;

const withoutExtension = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();

/**
 * Reads the document of a parse job and proposes a credential for the worker from it, marked for review.
 * The reading happens outside any transaction (it takes a while); the writes happen in one.
 */
async function runParseJob(db: Db, storage: FileStorage, ocr: OcrEngine, job: Job): Promise<void> {
  const parseJob = await claimParseJob(db, Number(job.payload.user_credential_parse_job_id));
  if (!parseJob) return;
  const customerId = parseJob.enterprise_customer_id;

  try {
    const file = parseJob.file_id ? await storedFileOf(db, customerId, parseJob.file_id) : undefined;
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw new UnreadableFileError(FILE_GONE_MESSAGE);

    const started = Date.now();
    const document = await readDocumentText(bytes, ocr);
    const { pairs, credentialId, issuer } = extractCredentialFields(
      document.text,
      await extractionContext(db, customerId, parseJob.worker_id),
    );
    const seconds = (Date.now() - started) / 1000;
    await recordParsedCredential(db, parseJob, {
      credentialId,
      name: (pairs.credential_name.value ?? (withoutExtension(file.original_name) || 'Credential')).slice(0, MAX_NAME),
      documentNumber: pairs.document_number.value?.slice(0, MAX_DOCUMENT_NUMBER) ?? null,
      issued: pairs.issued.value,
      expiry: pairs.expiry.value,
      issuer,
      pairs,
      run: { pages: document.pages, ocr_pages: document.ocrPages, seconds },
    });
  } catch (error) {
    if (error instanceof UnreadableFileError) return failParseJob(db, parseJob.id, error.message);
    // Anything else may pass on a retry; after the last one the person is told it did not work.
    if (job.attempts >= job.max_attempts) await failParseJob(db, parseJob.id, PARSE_FAILED_MESSAGE);
    throw error;
  }
}

export function parseCredentialJobHandlers(db: Db, storage: FileStorage, ocr: OcrEngine): JobHandlers {
  return { [PARSE_QUEUE]: (job) => runParseJob(db, storage, ocr, job) };
}
