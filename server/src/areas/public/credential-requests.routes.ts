import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FulfilCredentialRequestResponse, PublicCredentialRequest } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, parse, validationError } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { msg } from '../../core/i18n';
import { checkUpload } from '../../core/files';
import { DOCUMENT_KINDS, readCredentialForm, withStoredFile } from '../credentials';
import {
  ALREADY_FULFILLED,
  findCredentialRequest,
  fulfilCredentialRequest,
  publicCredentialRequest,
  storeWorkerDocument,
  type CredentialRequestRow,
} from './repository';
import { credentialRequestResponse, fulfilInput, fulfilResponse } from './schemas';
import { tokenLookups } from './token-lookups';

const TOKEN_NOT_FOUND = msg('public:token_not_found');
const DOCUMENT_MISSING = msg('public:document_missing');

/**
 * /json/credential-requests/:token: the public page where a worker fulfils a credential request by its e-mailed
 * link (spec part 2 §2 Public pages). No session; the token is the authority.
 */
export const credentialRequestsRoutes: RoutesPlugin = async (app, { db, storage }) => {
  const admit = tokenLookups(db, 'public-credential-requests', 120);

  async function requireRequest(request: FastifyRequest, reply: FastifyReply): Promise<CredentialRequestRow> {
    const token = await admit(request, reply);
    const found = token ? await findCredentialRequest(db, token) : null;
    if (!found) throw new HttpError(404, TOKEN_NOT_FOUND);
    return found;
  }

  app.get(
    '/:token',
    { config: { public: true }, schema: { response: responses({ 200: credentialRequestResponse }) } },
    async (request, reply): Promise<PublicCredentialRequest> => ({ credential_request: publicCredentialRequest(await requireRequest(request, reply), request.locale) }),
  );

  app.post(
    '/:token/fulfil',
    { config: { public: true }, schema: { response: responses({ 200: fulfilResponse }) } },
    async (request, reply): Promise<FulfilCredentialRequestResponse> => {
      const found = await requireRequest(request, reply);
      const form = await readCredentialForm(request, 'document');
      if (found.completed_at) throw new HttpError(409, ALREADY_FULFILLED);
      const input = parse(fulfilInput, form.fields);
      // An issued date alone is no proof: the request is fulfilled only with the document.
      if (!form.file) throw validationError({ document: [DOCUMENT_MISSING] });
      checkUpload(form.file.bytes, { allowed: DOCUMENT_KINDS, field: 'document' });
      const stored = await storeWorkerDocument(db, storage, found.customer_id, form.file);
      const completedAt = await withStoredFile(db, storage, found.customer_id, stored, () =>
        fulfilCredentialRequest(db, found, { issued: input.issued, expiry: input.expiry ?? null, fileId: stored?.id ?? null }),
      );
      return { credential_request: { ...publicCredentialRequest(found, request.locale), completed_at: completedAt.toISOString() } };
    },
  );
};
