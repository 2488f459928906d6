import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../core/db';
import { notFound } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import type {
  CustomerFeature,
  EnterpriseCustomerResponse,
  MeResponse,
  Role,
  User,
} from 'shared-api/contract';

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  image_url: string | null;
  role: Role;
}

export function serializeUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    image_url: row.image_url,
    pivot: { role: row.role },
  };
}

/** A user as seen by one customer: only that customer's members are found. */
export async function loadUser(db: Queryable, userId: number, customerId: number): Promise<User> {
  const rows = await db.query<UserRow>(
    `select u.id, u.first_name, u.last_name, u.email, u.image_url, m.role
       from users u join enterprise_customer_users m on m.user_id = u.id and m.enterprise_customer_id = $2
      where u.id = $1`,
    [userId, customerId],
  );
  if (!rows[0]) throw notFound();
  return serializeUser(rows[0]);
}

export function userRoutes(app: FastifyInstance, db: Db): void {
  app.get('/json/users/me', async (request): Promise<MeResponse> => {
    const session = sessionOf(request);
    return { user: await loadUser(db, session.userId, session.customerId) };
  });

  app.get('/json/enterprise-customer', async (request): Promise<EnterpriseCustomerResponse> => {
    const session = sessionOf(request);
    const [customer] = await db.query<{ id: number; name: string; mode: 'normal' | 'demo'; access_url: string | null }>(
      'select id, name, mode, access_url from enterprise_customers where id = $1',
      [session.customerId],
    );
    if (!customer) throw notFound();
    const features = await db.query<CustomerFeature>(
      `select f.id, f.label, f.name, f.description
         from enterprise_customer_features cf join features f on f.id = cf.feature_id
        where cf.enterprise_customer_id = $1 order by f.name`,
      [session.customerId],
    );
    const hasAccess = features.some((f) => f.label === 'access');
    return {
      enterprise_customer: { ...customer, access_url: hasAccess ? customer.access_url : null, features },
      enterprise_customer_user: {
        id: session.membershipId,
        user_id: session.userId,
        enterprise_customer_id: session.customerId,
        role: session.role,
      },
    };
  });
}
