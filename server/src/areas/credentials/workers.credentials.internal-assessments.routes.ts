import type { FastifyRequest } from 'fastify';
import type { InternalAssessmentResponse, InternalAssessmentsResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import type { Db } from '../../core/db';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { t } from '../../core/i18n';
import { requireWorkerIdentity } from '../../core/worker-identity';
import { createAssessment, deleteAssessment, findAssessments, requireCredentialRecord } from './repository';
import { assessmentInput, assessmentResponse, assessmentsQuery, assessmentsResponse, confirmationResponse } from './schemas';

/** The Internal Assessment sidebar shows five at a time. */
const PER_PAGE = 5;

/** The session's customer and the route's worker and credential: both the customer's, and the credential the worker's. */
async function requireCredentialOfWorker(db: Db, request: FastifyRequest) {
  const { customerId, userId } = sessionOf(request);
  const { id, credId } = routeIds(request.params, 'id', 'credId');
  await requireWorkerIdentity(db, customerId, id);
  await requireCredentialRecord(db, customerId, credId, { workerId: id });
  return { customerId, userId, id, credId };
}

/** /json/workers/:id/credentials/:credId/internal-assessments: staff's own assessments of a worker's credential (spec part 1 §7). */
export const internalAssessmentsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: assessmentsResponse }) } }, async (request): Promise<InternalAssessmentsResponse> => {
    const { customerId, id, credId } = await requireCredentialOfWorker(db, request);
    const { page } = parse(assessmentsQuery, request.query);
    const { assessments, total } = await findAssessments(db, customerId, credId, page, PER_PAGE, request.locale);
    return {
      internal_assessments: paginated(assessments, total, page, PER_PAGE, {
        path: `/json/workers/${id}/credentials/${credId}/internal-assessments`,
        query: {},
      }),
    };
  });

  app.post(
    '/',
    { schema: { response: responses({ 201: assessmentResponse }) } },
    async (request, reply): Promise<InternalAssessmentResponse> => {
      const { customerId, userId, credId } = await requireCredentialOfWorker(db, request);
      const fields = parse(assessmentInput, request.body);
      const assessment = await createAssessment(db, { customerId, userId, credentialId: credId, fields }, request.locale);
      reply.status(201);
      return { internal_assessment: assessment };
    },
  );

  app.delete(
    '/:assessmentId',
    { schema: { response: responses({ 200: confirmationResponse }) } },
    async (request): Promise<MessageResponse> => {
      const { customerId, credId } = await requireCredentialOfWorker(db, request);
      const { assessmentId } = routeIds(request.params, 'assessmentId');
      if (!(await deleteAssessment(db, customerId, credId, assessmentId))) throw notFound();
      return { message: t(request, 'credentials:success.assessment_deleted') };
    },
  );
};
