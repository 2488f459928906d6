import { z } from 'zod';
import { paginatedOf } from '../../../core/http/response';
import type { InternalAssessment, InternalAssessmentResponse, InternalAssessmentsResponse } from 'shared-api/contract';

const SCORE_RANGE = 'The score must be between 0 and 5.';

export const assessmentsQuery = z.object({
  page: z.coerce.number({ error: 'The page must be a number.' }).int().min(1, 'The page must be at least 1.').default(1),
});

export const assessmentInput = z.object({
  score: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: 'The score is required.' }).int(SCORE_RANGE).min(0, SCORE_RANGE).max(5, SCORE_RANGE),
  ),
  notes: z
    .union([z.string(), z.null()], { error: 'The notes must be text.' })
    .default('')
    .transform((notes) => (notes ?? '').trim())
    .pipe(z.string().max(5000, 'The notes may not be greater than 5000 characters.')),
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
