import { z } from 'zod';
import { paginatedOf } from '../../../core/http/response';
import type { WorkerNote, WorkerNoteResponse, WorkerNotesResponse } from 'shared-api/contract';

export const notesQuery = z.object({
  page: z.coerce.number({ error: 'The page must be a number.' }).int().min(1, 'The page must be at least 1.').default(1),
});

export const noteInput = z.object({
  note: z
    .string({ error: 'The note field is required.' })
    .trim()
    .min(1, 'The note field is required.')
    .max(5000, 'The note field must not be greater than 5000 characters.'),
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
