import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import { notFound, parse } from '../../core/http/errors';
import { paginated } from '../../core/http/pagination';
import { sessionOf } from '../../core/auth/plugin';
import { diffForHumans } from '../../core/lib/time';
import { fullName } from '../../core/lib/names';
import { routeIds } from '../../core/http/ids';
import { requireWorkerIdentity } from '../workers';
import { requireCredentialRecord } from './repository';
import type { MessageResponse } from 'shared-api/contract';
import type {
  InternalAssessment,
  InternalAssessmentResponse,
  InternalAssessmentsResponse,
} from 'shared-api/contract';

/** The Internal Assessment sidebar shows five at a time. */
export const ASSESSMENTS_PER_PAGE = 5;

const SCORE_RANGE = 'The score must be between 0 and 5.';

const pageOnly = z.object({
  page: z.coerce.number({ error: 'The page must be a number.' }).int().min(1, 'The page must be at least 1.').default(1),
});

const assessmentInput = z.object({
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

interface AssessmentRow {
  id: number;
  score: number;
  notes: string;
  created_at: Date;
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
}

const ASSESSMENT_COLUMNS = `a.id, a.score, a.notes, a.created_at,
  u.id as user_id, u.first_name as user_first_name, u.last_name as user_last_name`;

const serializeAssessment = (row: AssessmentRow, now = new Date()): InternalAssessment => ({
  id: row.id,
  score: row.score,
  notes: row.notes,
  created_at_diff_for_humans: diffForHumans(row.created_at, now),
  created_by_user: row.user_id ? { id: row.user_id, full_name: fullName(row.user_first_name, row.user_last_name) } : null,
});

/** Staff's own assessments of a worker's credential (spec part 1 §7, internal assessments). */
export function internalAssessmentRoutes(app: FastifyInstance, db: Db): void {
  const path = '/json/workers/:id/credentials/:credId/internal-assessments';

  /** The worker and the credential must both be the customer's, and the credential the worker's. */
  const requireCredentialOfWorker = async (customerId: number, params: unknown) => {
    const { id, credId } = routeIds(params, 'id', 'credId');
    await requireWorkerIdentity(db, customerId, id);
    await requireCredentialRecord(db, customerId, credId, { workerId: id });
    return { id, credId };
  };

  app.get(path, async (request): Promise<InternalAssessmentsResponse> => {
    const { customerId } = sessionOf(request);
    const { id, credId } = await requireCredentialOfWorker(customerId, request.params);
    const { page } = parse(pageOnly, request.query);
    const [[{ total }], rows] = await Promise.all([
      db.query<{ total: number }>(
        'select count(*)::int as total from internal_assessments where user_credential_id = $1 and enterprise_customer_id = $2',
        [credId, customerId],
      ),
      db.query<AssessmentRow>(
        `select ${ASSESSMENT_COLUMNS} from internal_assessments a left join users u on u.id = a.created_by_user_id
          where a.user_credential_id = $1 and a.enterprise_customer_id = $2
          order by a.created_at desc, a.id desc limit $3 offset $4`,
        [credId, customerId, ASSESSMENTS_PER_PAGE, (page - 1) * ASSESSMENTS_PER_PAGE],
      ),
    ]);
    const now = new Date();
    return {
      internal_assessments: paginated(
        rows.map((row) => serializeAssessment(row, now)),
        total,
        page,
        ASSESSMENTS_PER_PAGE,
        { path: `/json/workers/${id}/credentials/${credId}/internal-assessments`, query: {} },
      ),
    };
  });

  app.post(path, async (request, reply): Promise<InternalAssessmentResponse> => {
    const { customerId, userId } = sessionOf(request);
    const { credId } = await requireCredentialOfWorker(customerId, request.params);
    const input = parse(assessmentInput, request.body);
    const [row] = await db.query<AssessmentRow>(
      `with a as (
         insert into internal_assessments (enterprise_customer_id, user_credential_id, score, notes, created_by_user_id)
         values ($1, $2, $3, $4, $5) returning id, score, notes, created_at, created_by_user_id
       )
       select ${ASSESSMENT_COLUMNS} from a left join users u on u.id = a.created_by_user_id`,
      [customerId, credId, input.score, input.notes, userId],
    );
    reply.status(201);
    return { internal_assessment: serializeAssessment(row) };
  });

  app.delete(`${path}/:assessmentId`, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { credId } = await requireCredentialOfWorker(customerId, request.params);
    const { assessmentId } = routeIds(request.params, 'assessmentId');
    const deleted = await db.query(
      'delete from internal_assessments where id = $1 and user_credential_id = $2 and enterprise_customer_id = $3 returning id',
      [assessmentId, credId, customerId],
    );
    if (deleted.length === 0) throw notFound();
    return { message: 'Internal assessment deleted successfully.' };
  });
}
