import type { CustomerFeature, Subscription } from 'shared-api/contract';
import type { Queryable } from '../../../core/db';

export async function customerFeatures(db: Queryable, customerId: number): Promise<CustomerFeature[]> {
  return db.query<CustomerFeature>(
    `select f.id, f.label, f.name, f.description
       from enterprise_customer_features cf join features f on f.id = cf.feature_id
      where cf.enterprise_customer_id = $1
      order by f.name, f.id`,
    [customerId],
  );
}

/** The customer's current subscriptions (not canceled), newest first: the first is the active one. */
export async function currentSubscriptions(db: Queryable, customerId: number): Promise<Subscription[]> {
  const rows = await db.query<{
    id: number;
    status: Subscription['status'];
    name: string;
    description: string;
    price_monthly_cents: number;
    trial_end: Date | null;
  }>(
    `select s.id, s.status, p.name, p.description, p.price_monthly_cents, s.trial_end
       from subscriptions s join subscription_plans p on p.id = s.subscription_plan_id
      where s.enterprise_customer_id = $1 and s.status <> 'canceled'
      order by s.created_at desc, s.id desc`,
    [customerId],
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    subscription_plan: { name: row.name, description: row.description, price_monthly: row.price_monthly_cents / 100 },
    stripe_subscription: { trial_end: row.trial_end?.toISOString() ?? null },
  }));
}
