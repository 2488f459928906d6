import { z } from 'zod';
import { paginatedOf } from '../../../core/http/response';
import { msg } from '../../../core/i18n';
import { tooLongMessage } from '../messages';
import type { InternalAssessment, InternalAssessmentResponse, InternalAssessmentsResponse } from 'shared-api/contract';

const SCORE_RANGE = msg('credentials:validation.score_range');

export const assessmentsQuery = z.object({
  page: z.coerce.number({ error: msg('credentials:validation.page_number') }).int().min(1, msg('validation.page_min')).default(1),
});

export const assessmentInput = z.object({
  score: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: msg('credentials:validation.score_required') }).int(SCORE_RANGE).min(0, SCORE_RANGE).max(5, SCORE_RANGE),
  ),
  notes: z
    .union([z.string(), z.null()], { error: msg('credentials:validation.notes_text') })
    .default('')
    .transform((notes) => (notes ?? '').trim())
    .pipe(z.string().max(5000, tooLongMessage('notes', 5000))),
});

export type AssessmentFields = z.infer<typeof assessmentInput>;

const internalAssessment = z.object({
  id: z.number().int(),
  score: z.number().int(),
  notes: z.string(),
  created_at_diff_for_humans: z.string(),
  created_by_user: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
}) satisfies z.ZodType<InternalAssessment>;

export const assessmentsResponse = z.object({
  internal_assessments: paginatedOf(internalAssessment),
}) satisfies z.ZodType<InternalAssessmentsResponse>;

export const assessmentResponse = z.object({ internal_assessment: internalAssessment }) satisfies z.ZodType<InternalAssessmentResponse>;
