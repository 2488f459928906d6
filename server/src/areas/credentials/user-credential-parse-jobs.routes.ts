import type { CredentialParseJobsResponse, MessageResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { t } from '../../core/i18n';
import { deleteParseJob, findParseJobs, releaseFile } from './repository';
import { confirmationResponse, credentialParseJobsResponse, parseJobsQuery } from './schemas';

/** /json/user-credential-parse-jobs: the Parse File tab polls its group's jobs until each is done or failed. */
export const parseJobsRoutes: RoutesPlugin = async (app, { db, storage }) => {
  app.get(
    '/',
    { schema: { response: responses({ 200: credentialParseJobsResponse }) } },
    async (request): Promise<CredentialParseJobsResponse> => {
      const { customerId } = sessionOf(request);
      return { user_credential_parse_jobs: await findParseJobs(db, customerId, parse(parseJobsQuery, request.query), request.locale) };
    },
  );

  /**
   * Removes a parse job. Its document goes too unless the credential it produced keeps it; a job still
   * waiting is never run, and one being read writes nothing.
   */
  app.delete('/:id', { schema: { response: responses({ 200: confirmationResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const deleted = await deleteParseJob(db, customerId, id);
    if (!deleted) throw notFound();
    await releaseFile(db, storage, customerId, deleted.file_id);
    return { message: t(request, 'credentials:success.parse_job_deleted') };
  });
};
