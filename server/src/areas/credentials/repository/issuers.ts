import type { Queryable } from '../../../core/db';
import { DEFAULT_LOCALE, type Locale } from '../../../core/i18n';
import { isoDate, prettyDate } from '../../../core/lib/time';
import type { CredentialIssuer } from 'shared-api/contract';
import type { IssuerFields } from '../schemas';

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

/** The form's fields besides the name, each a column of its own. */
const OPTIONAL_COLUMNS = ['description', 'contact_email', 'contact_phone', 'address', 'country', 'state', 'city', 'postal_code'] as const;

const toIssuer = ({ created_at, ...issuer }: IssuerRow, locale: Locale): CredentialIssuer => ({
  ...issuer,
  created_at_short: prettyDate(isoDate(created_at), locale) ?? '',
});

/** The customer's internal credential issuers, by name. */
export async function listIssuers(db: Queryable, customerId: number, locale: Locale = DEFAULT_LOCALE): Promise<CredentialIssuer[]> {
  const rows = await db.query<IssuerRow>(
    `select ${ISSUER_COLUMNS} from credential_issuers where enterprise_customer_id = $1 order by lower(name), id`,
    [customerId],
  );
  return rows.map((row) => toIssuer(row, locale));
}

export async function createIssuer(
  db: Queryable,
  customerId: number,
  input: IssuerFields,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CredentialIssuer> {
  const [row] = await db.query<IssuerRow>(
    `insert into credential_issuers (enterprise_customer_id, name, ${OPTIONAL_COLUMNS.join(', ')})
     values ($1, $2, ${OPTIONAL_COLUMNS.map((_, i) => `$${i + 3}`).join(', ')})
     returning ${ISSUER_COLUMNS}`,
    [customerId, input.name, ...OPTIONAL_COLUMNS.map((column) => input[column] ?? null)],
  );
  return toIssuer(row, locale);
}

/** Saves the edit form (a field left out keeps its value); null when the issuer is not the customer's. */
export async function updateIssuer(
  db: Queryable,
  customerId: number,
  id: number,
  input: IssuerFields,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CredentialIssuer | null> {
  const given = OPTIONAL_COLUMNS.filter((column) => input[column] !== undefined);
  const [row] = await db.query<IssuerRow>(
    `update credential_issuers
        set name = $3, ${given.map((column, i) => `${column} = $${i + 4}, `).join('')}updated_at = now()
      where id = $1 and enterprise_customer_id = $2
      returning ${ISSUER_COLUMNS}`,
    [id, customerId, input.name, ...given.map((column) => input[column])],
  );
  return row ? toIssuer(row, locale) : null;
}

/** Sets a credential's issuer; false unless both are the customer's. */
export async function setCredentialIssuer(db: Queryable, customerId: number, credentialId: number, issuerId: number): Promise<boolean> {
  const updated = await db.query(
    `update user_credentials uc set credential_issuer_id = ci.id, updated_at = now()
       from credential_issuers ci
      where uc.id = $1 and uc.enterprise_customer_id = $2 and ci.id = $3 and ci.enterprise_customer_id = $2
      returning uc.id`,
    [credentialId, customerId, issuerId],
  );
  return updated.length > 0;
}

/** Clears a credential's issuer; false when the credential is not the customer's. */
export async function clearCredentialIssuer(db: Queryable, customerId: number, credentialId: number): Promise<boolean> {
  const updated = await db.query(
    `update user_credentials set credential_issuer_id = null, updated_at = now()
      where id = $1 and enterprise_customer_id = $2 returning id`,
    [credentialId, customerId],
  );
  return updated.length > 0;
}
