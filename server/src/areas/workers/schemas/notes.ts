import { z } from 'zod';
import { paginatedOf } from '../../../core/http/response';
import type { WorkerNote, WorkerNoteResponse, WorkerNotesResponse } from 'shared-api/contract';
import { msg } from '../../../core/i18n';

export const notesQuery = z.object({
  page: z.coerce.number({ error: msg('workers:page_number') }).int().min(1, msg('validation.page_min')).default(1),
});

const MAX_NOTE = 5000;
const required = msg('validation.required', { attribute: msg('workers:attributes.note') });

export const noteInput = z.object({
  note: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_NOTE, msg('validation.max_string', { attribute: msg('workers:attributes.note'), max: MAX_NOTE })),
});

const note = z.object({
  id: z.number().int(),
  note: z.string(),
  enterprise_customer_worker_id: z.number().int(),
  created_at: z.string(),
  created_at_diff_for_humans: z.string(),
  created_by_user: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
}) satisfies z.ZodType<WorkerNote>;

export const workerNotesResponse = z.object({ notes: paginatedOf(note) }) satisfies z.ZodType<WorkerNotesResponse>;

export const workerNoteResponse = z.object({ note }) satisfies z.ZodType<WorkerNoteResponse>;
