import type { Queryable } from '../../core/db';
import { notFound } from '../../core/http/errors';
import { fullName } from '../../core/lib/names';
import type { Locale } from '../../core/i18n';
import type { CustomerFeature, CustomerMode, EnterpriseCustomer, Role, User } from 'shared-api/contract';

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  image_url: string | null;
  locale: Locale | null;
  role: Role;
}

/** The account an e-mail signs in to, with the customer it joined first. */
export interface LoginAccount {
  id: number;
  password_hash: string | null;
  customer_id: number;
}

export async function findLoginAccount(db: Queryable, email: string): Promise<LoginAccount | null> {
  const [account] = await db.query<LoginAccount>(
    `select u.id, u.password_hash, m.enterprise_customer_id as customer_id
       from users u join enterprise_customer_users m on m.user_id = u.id
      where lower(u.email) = lower($1)
      order by m.created_at, m.id limit 1`,
    [email],
  );
  return account ?? null;
}

/** A user as seen by one customer: only that customer's members are found. */
export async function requireUser(db: Queryable, userId: number, customerId: number): Promise<User> {
  const [row] = await db.query<UserRow>(
    `select u.id, u.first_name, u.last_name, u.email, u.image_url, u.locale, m.role
       from users u join enterprise_customer_users m on m.user_id = u.id and m.enterprise_customer_id = $2
      where u.id = $1`,
    [userId, customerId],
  );
  if (!row) throw notFound();
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row.first_name, row.last_name),
    email: row.email,
    image_url: row.image_url,
    locale: row.locale,
    pivot: { role: row.role },
  };
}

/** Stores the language the user reads the portal in. */
export async function updateUserLocale(db: Queryable, userId: number, locale: Locale): Promise<void> {
  await db.query('update users set locale = $2, updated_at = now() where id = $1', [userId, locale]);
}

/** The customer with its features; the access site's address only while the access feature is on. */
export async function requireEnterpriseCustomer(db: Queryable, customerId: number): Promise<EnterpriseCustomer> {
  const [[customer], features] = await Promise.all([
    db.query<{ id: number; name: string; mode: CustomerMode; access_url: string | null }>(
      'select id, name, mode, access_url from enterprise_customers where id = $1',
      [customerId],
    ),
    db.query<CustomerFeature>(
      `select f.id, f.label, f.name, f.description
         from enterprise_customer_features cf join features f on f.id = cf.feature_id
        where cf.enterprise_customer_id = $1 order by f.name`,
      [customerId],
    ),
  ]);
  if (!customer) throw notFound();
  const hasAccess = features.some((feature) => feature.label === 'access');
  return { ...customer, access_url: hasAccess ? customer.access_url : null, features };
}
