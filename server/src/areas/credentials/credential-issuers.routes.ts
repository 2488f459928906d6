import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../core/db';
import { notFound, parse, validationError } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { isoDate, prettyDate } from '../../core/lib/time';
import { routeIds } from '../../core/http/ids';
import {
  formId,
  formText,
  requireCredentialRecord,
  requireCredentialsFeature,
  requireWorkerUserCredential,
} from './repository';
import type {
  CredentialIssuer,
  CredentialIssuerResponse,
  CredentialIssuersResponse,
  SetIssuerResponse,
} from 'shared-api/contract';
import { readCredentialForm } from './credential-form';

const NAME_REQUIRED = 'Name is required.';
const EMAIL_INVALID = 'The contact email must be a valid email address.';

const tooLong = (label: string, max: number) => `The ${label} may not be greater than ${max} characters.`;

/**
 * The create and edit forms. Every field but the name is optional: '' clears it, and on edit a field left out
 * keeps its value.
 */
const issuerInput = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(255, tooLong('name', 255)),
  description: formText(2000, tooLong('description', 2000)).optional(),
  contact_email: formText(255, tooLong('contact email', 255))
    .refine((email) => email === null || z.email().safeParse(email).success, EMAIL_INVALID)
    .optional(),
  contact_phone: formText(50, tooLong('contact phone', 50)).optional(),
  address: formText(255, tooLong('address', 255)).optional(),
  country: formText(100, tooLong('country', 100)).optional(),
  state: formText(100, tooLong('province', 100)).optional(),
  city: formText(100, tooLong('city', 100)).optional(),
  postal_code: formText(20, tooLong('postal code', 20)).optional(),
});

const OPTIONAL_COLUMNS = ['description', 'contact_email', 'contact_phone', 'address', 'country', 'state', 'city', 'postal_code'] as const;

const setIssuerInput = z.object({
  enterprise_customer_credential_issuer_id: formId('Please select an issuer.'),
});

interface IssuerRow {
  id: number;
  name: string;
  description: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  address: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  postal_code: string | null;
  created_at: Date;
}

const ISSUER_COLUMNS = 'id, name, description, contact_email, contact_phone, address, country, state, city, postal_code, created_at';

const serializeIssuer = ({ created_at, ...issuer }: IssuerRow): CredentialIssuer => ({
  ...issuer,
  created_at_short: prettyDate(isoDate(created_at)) ?? '',
});

/** The customer's internal credential issuers (Credentials page tab) and a credential's issuer. */
export function credentialIssuerRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/credential-issuers', async (request): Promise<CredentialIssuersResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const rows = await db.query<IssuerRow>(
      `select ${ISSUER_COLUMNS} from credential_issuers where enterprise_customer_id = $1 order by lower(name), id`,
      [customerId],
    );
    return { credential_issuers: rows.map(serializeIssuer) };
  });

  app.post('/json/credential-issuers', async (request, reply): Promise<CredentialIssuerResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const input = parse(issuerInput, (await readCredentialForm(request, 'file')).fields);
    const [row] = await db.query<IssuerRow>(
      `insert into credential_issuers (enterprise_customer_id, name, ${OPTIONAL_COLUMNS.join(', ')})
       values ($1, $2, ${OPTIONAL_COLUMNS.map((_, i) => `$${i + 3}`).join(', ')})
       returning ${ISSUER_COLUMNS}`,
      [customerId, input.name, ...OPTIONAL_COLUMNS.map((column) => input[column] ?? null)],
    );
    reply.status(201);
    return { credential_issuer: serializeIssuer(row) };
  });

  app.post('/json/credential-issuers/:id', async (request): Promise<CredentialIssuerResponse> => {
    const { customerId } = await requireCredentialsFeature(db, request);
    const { id } = routeIds(request.params, 'id');
    const input = parse(issuerInput, (await readCredentialForm(request, 'file')).fields);
    const given = OPTIONAL_COLUMNS.filter((column) => input[column] !== undefined);
    const [row] = await db.query<IssuerRow>(
      `update credential_issuers
          set name = $3, ${given.map((column, i) => `${column} = $${i + 4}, `).join('')}updated_at = now()
        where id = $1 and enterprise_customer_id = $2
        returning ${ISSUER_COLUMNS}`,
      [id, customerId, input.name, ...given.map((column) => input[column])],
    );
    if (!row) throw notFound();
    return { credential_issuer: serializeIssuer(row) };
  });

  // A credential's issuer is changed from the worker panel too, so these are not behind the feature.
  app.put('/json/credentials/:id/enterprise-customer-credential-issuers', async (request): Promise<SetIssuerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    await requireCredentialRecord(db, customerId, id);
    const { enterprise_customer_credential_issuer_id: issuerId } = parse(setIssuerInput, request.body);
    const updated = await db.query(
      `update user_credentials uc set credential_issuer_id = ci.id, updated_at = now()
         from credential_issuers ci
        where uc.id = $1 and uc.enterprise_customer_id = $2 and ci.id = $3 and ci.enterprise_customer_id = $2
        returning uc.id`,
      [id, customerId, issuerId],
    );
    if (updated.length === 0) {
      throw validationError({ enterprise_customer_credential_issuer_id: ['The selected issuer is invalid.'] });
    }
    return { message: 'User credential issuer updated successfully.', user_credential: await requireWorkerUserCredential(db, customerId, id) };
  });

  app.delete('/json/credentials/:id/enterprise-customer-credential-issuers', async (request): Promise<SetIssuerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const updated = await db.query(
      `update user_credentials set credential_issuer_id = null, updated_at = now()
        where id = $1 and enterprise_customer_id = $2 returning id`,
      [id, customerId],
    );
    if (updated.length === 0) throw notFound();
    return { message: 'User credential issuer removed successfully.', user_credential: await requireWorkerUserCredential(db, customerId, id) };
  });
}
