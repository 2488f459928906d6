import type { PublicUpdateRequestResponse, PublicUpdateSubmitResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, parse, validationError } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { msg, t } from '../../core/i18n';
import { checkUpload, sendStoredFile } from '../../core/files';
import { DOCUMENT_KINDS, ISSUED_AFTER_EXPIRY, readCredentialForm, releaseFile, withStoredFile } from '../credentials';
import {
  LINK_NOT_VALID,
  findUpdateRequest,
  findUpdateRequestDocument,
  publicUpdateRequest,
  storeWorkerDocument,
  updateRequestedCredential,
} from './repository';
import { updateInput, updateRequestResponse, updateSubmitResponse } from './schemas';
import { tokenLookups } from './token-lookups';

const NO_DOCUMENT = msg('public:no_document');

/**
 * /json/user-credential-requests/:token: the public page where a worker updates a credential on request by its
 * e-mailed link (spec part 2 §2 Public pages). No session; the token is the authority.
 */
export const userCredentialRequestsRoutes: RoutesPlugin = async (app, { db, storage }) => {
  const admit = tokenLookups(db, 'public-user-credential-requests', 120);

  app.get(
    '/:token',
    { config: { public: true }, schema: { response: responses({ 200: updateRequestResponse }) } },
    async (request, reply): Promise<PublicUpdateRequestResponse> => {
      const token = await admit(request, reply);
      const found = token ? await findUpdateRequest(db, token) : null;
      if (!found || !token) throw new HttpError(404, LINK_NOT_VALID);
      return {
        update_request: publicUpdateRequest(found, token),
        status: found.completed_at ? 'completed' : 'open',
        message: found.completed_at
          ? t(request, 'public:update.completed', { credential: found.name })
          : t(request, 'public:update.open', { customer: found.customer_name, credential: found.name }),
      };
    },
  );

  app.post(
    '/:token/update',
    { config: { public: true }, schema: { response: responses({ 200: updateSubmitResponse }) } },
    async (request, reply): Promise<PublicUpdateSubmitResponse> => {
      const token = await admit(request, reply);
      const found = token ? await findUpdateRequest(db, token) : null;
      if (!found || !token) throw new HttpError(404, LINK_NOT_VALID);
      const form = await readCredentialForm(request, 'document');
      const input = parse(updateInput, form.fields);
      if (input.user_credential_id !== found.user_credential_id) {
        throw validationError({ user_credential_id: [msg('public:credential_mismatch')] });
      }
      const issued = input.issued ?? found.issued;
      const expiry = input.expiry ?? found.expiry;
      const documentNumber = input.document_number === undefined ? found.document_number : input.document_number;
      if (issued && expiry && issued > expiry) throw validationError({ issued: [ISSUED_AFTER_EXPIRY] });
      if (!form.file && issued === found.issued && expiry === found.expiry && documentNumber === found.document_number) {
        throw validationError({ document: [msg('public:document_required')] });
      }
      if (form.file) checkUpload(form.file.bytes, { allowed: DOCUMENT_KINDS, field: 'document' });
      const stored = await storeWorkerDocument(db, storage, found.customer_id, form.file);
      await withStoredFile(db, storage, found.customer_id, stored, () =>
        updateRequestedCredential(db, found, { issued, expiry, documentNumber, fileId: stored?.id ?? null }),
      );
      if (stored && found.file_id) {
        await releaseFile(db, storage, found.customer_id, found.file_id).catch((error) =>
          request.log.warn({ err: error }, 'the replaced credential document could not be removed'),
        );
      }
      const updated = (await findUpdateRequest(db, token))!;
      return { update_request: publicUpdateRequest(updated, token), message: t(request, 'public:update.updated') };
    },
  );

  app.get('/:token/document', { config: { public: true } }, async (request, reply) => {
    const token = await admit(request, reply);
    const found = token ? await findUpdateRequest(db, token) : null;
    const file = found?.file_id ? await findUpdateRequestDocument(db, found) : null;
    if (!file) throw new HttpError(404, NO_DOCUMENT);
    return sendStoredFile(reply, storage, file, { cacheControl: 'no-store' });
  });
};
