import type { CredentialParseResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { validationError } from '../../core/http/errors';
import { checkUpload, readMultipartForm } from '../../core/files';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { requiredMessage } from './messages';
import { requireWorkerIdentity } from '../../core/worker-identity';
import { DOCUMENT_KINDS, createParseJob } from './repository';
import { credentialParseResponse, parseInput } from './schemas';

const FILE_REQUIRED = requiredMessage('file');

/** /json/credentials/parse: the Parse File tab sends one file per call; its text is read in the background and proposed as a credential. */
export const credentialParseRoutes: RoutesPlugin = async (app, { db, storage }) => {
  app.post(
    '/',
    { schema: { response: responses({ 201: credentialParseResponse }) } },
    async (request, reply): Promise<CredentialParseResponse> => {
      // Parsing belongs to the worker panel, which is not behind the credentials feature (docs/adr/0008).
      const { customerId, userId } = sessionOf(request);
      const form = await readMultipartForm(request, { fileField: 'file' });
      const checked = parseInput.safeParse(form.fields);
      // The missing file is reported with the fields' errors, so one answer names them all.
      const errors: Record<string, string[]> = {};
      if (!checked.success) {
        for (const issue of checked.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
      }
      if (!form.file) errors.file = [FILE_REQUIRED];
      if (Object.keys(errors).length > 0 || !checked.success || !form.file) throw validationError(errors);
      checkUpload(form.file.bytes, { allowed: DOCUMENT_KINDS });
      const workerId = checked.data.enterprise_customer_worker_id;
      await requireWorkerIdentity(db, customerId, workerId);
      const job = await createParseJob(db, storage, { customerId, userId, workerId, file: form.file, groupId: checked.data.group_id }, request.locale);
      reply.status(201);
      return { user_credential_parse_job: job };
    },
  );
};
