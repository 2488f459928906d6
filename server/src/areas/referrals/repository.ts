import { randomBytes } from 'node:crypto';
import type { ConstructionAssociation, ReferralCode, ReferralCodeStatus, ReferralPlan, ReferredSubscription } from 'shared-api/contract';
import type { Queryable } from '../../core/db';
import { readPage } from '../../core/http/pagination';
import { prettyPhone } from '../../core/lib/phone';

interface PlanRow {
  id: number;
  name: string;
  description: string;
  price_monthly_cents: number;
  trial_period_days: number;
  discount_monthly_cents: number;
}

const PLAN_COLUMNS = 'id, name, description, price_monthly_cents, trial_period_days, discount_monthly_cents';

const toPlan = (row: PlanRow): ReferralPlan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price_monthly: row.price_monthly_cents / 100,
  metadata: { trial_period_days: row.trial_period_days, discount: row.discount_monthly_cents / 100 },
});

export async function activePlans(db: Queryable): Promise<ReferralPlan[]> {
  const rows = await db.query<PlanRow>(`select ${PLAN_COLUMNS} from subscription_plans where is_active order by price_monthly_cents, id`);
  return rows.map(toPlan);
}

export async function findActivePlan(db: Queryable, id: number): Promise<ReferralPlan | null> {
  const [row] = await db.query<PlanRow>(`select ${PLAN_COLUMNS} from subscription_plans where id = $1 and is_active`, [id]);
  return row ? toPlan(row) : null;
}

interface CodeRow {
  id: number;
  code: string;
  description: string;
  status: ReferralCodeStatus;
  plan_id: number;
  plan_name: string;
}

const CODE_SELECT = `select rc.id, rc.code, rc.description, rc.status, p.id as plan_id, p.name as plan_name
  from referral_codes rc join subscription_plans p on p.id = rc.subscription_plan_id`;

const toCode = (row: CodeRow): ReferralCode => ({
  id: row.id,
  code: row.code,
  description: row.description,
  status: row.status,
  subscription_plan: { id: row.plan_id, name: row.plan_name },
});

export async function listCodes(db: Queryable, customerId: number): Promise<ReferralCode[]> {
  const rows = await db.query<CodeRow>(`${CODE_SELECT} where rc.enterprise_customer_id = $1 order by rc.created_at desc, rc.id desc`, [customerId]);
  return rows.map(toCode);
}

export async function findCode(db: Queryable, customerId: number, id: number): Promise<ReferralCode | null> {
  const [row] = await db.query<CodeRow>(`${CODE_SELECT} where rc.id = $1 and rc.enterprise_customer_id = $2`, [id, customerId]);
  return row ? toCode(row) : null;
}

/** A new active code: 128 random bits, URL-safe, so codes cannot be guessed from one another. */
export async function createCode(db: Queryable, customerId: number, userId: number, planId: number, description: string): Promise<ReferralCode> {
  const [{ id }] = await db.query<{ id: number }>(
    `insert into referral_codes (enterprise_customer_id, subscription_plan_id, code, description, created_by_user_id)
     values ($1, $2, $3, $4, $5) returning id`,
    [customerId, planId, randomBytes(16).toString('base64url'), description, userId],
  );
  return (await findCode(db, customerId, id))!;
}

export async function referredSubscriptions(db: Queryable, customerId: number, page: number, perPage: number) {
  const { rows, total } = await readPage<{ id: number; name: string; trial_end_date: string | null; created_at: Date }>(
    db,
    {
      columns: `s.id, c.name, (s.trial_end at time zone 'UTC')::date::text as trial_end_date, s.created_at`,
      from: 'subscriptions s join referral_codes rc on rc.id = s.referral_code_id',
      joins: 'join enterprise_customers c on c.id = s.enterprise_customer_id',
      where: 'rc.enterprise_customer_id = $1',
      params: [customerId],
      order: 's.created_at desc, s.id desc',
    },
    page,
    perPage,
  );
  const subscriptions: ReferredSubscription[] = rows.map((row) => ({
    id: row.id,
    customer: { name: row.name },
    trial_end_date: row.trial_end_date,
    created_at: new Date(row.created_at).toISOString(),
  }));
  return { subscriptions, total };
}

// The public sign-up --------------------------------------------------------------------------------------

export interface PublicCode {
  id: number;
  code: string;
  status: ReferralCodeStatus;
  referrer_id: number;
  referrer_name: string;
  association_id: number | null;
  plan: ReferralPlan;
}

/** The code as the sign-up page reads it (any status); `lock` holds it until the sign-up's transaction ends. */
export async function findPublicCode(db: Queryable, code: string, lock = false): Promise<PublicCode | null> {
  const [row] = await db.query<PlanRow & { code_id: number; code: string; status: ReferralCodeStatus; referrer_id: number; referrer_name: string; association_id: number | null }>(
    `select rc.id as code_id, rc.code, rc.status, c.id as referrer_id, c.name as referrer_name, c.construction_association_id as association_id,
            p.id, p.name, p.description, p.price_monthly_cents, p.trial_period_days, p.discount_monthly_cents
       from referral_codes rc join enterprise_customers c on c.id = rc.enterprise_customer_id
       join subscription_plans p on p.id = rc.subscription_plan_id
      where rc.code = $1${lock ? ' for update of rc' : ''}`,
    [code],
  );
  if (!row) return null;
  return {
    id: row.code_id,
    code: row.code,
    status: row.status,
    referrer_id: row.referrer_id,
    referrer_name: row.referrer_name,
    association_id: row.association_id,
    plan: toPlan(row),
  };
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  return (await db.query('select 1 from users where lower(email) = lower($1)', [email])).length > 0;
}

/**
 * What each plan unlocks, as the plans' descriptions promise (seed/data.ts SUBSCRIPTION_PLANS): Professional and
 * the association rate add the credentials page and unlimited crews; Enterprise the jobs feed as well.
 */
const PLAN_FEATURES: Record<string, string[]> = {
  Professional: ['credentials', 'crews'],
  'Association Member': ['credentials', 'crews'],
  Enterprise: ['credentials', 'crews', 'jobs_feed'],
};

export interface NewCompany {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
}

/** The company, its owner, its features and the referred subscription, trialing until the plan's trial ends. */
export async function createReferredCompany(tx: Queryable, code: PublicCode, company: NewCompany, now: Date) {
  const [customer] = await tx.query<{ id: number }>(
    'insert into enterprise_customers (name, construction_association_id) values ($1, $2) returning id',
    [company.companyName, code.association_id],
  );
  const [user] = await tx.query<{ id: number }>(
    'insert into users (first_name, last_name, email, password_hash) values ($1, $2, $3, $4) returning id',
    [company.firstName, company.lastName, company.email, company.passwordHash],
  );
  await tx.query(`insert into enterprise_customer_users (enterprise_customer_id, user_id, role) values ($1, $2, 'owner')`, [customer.id, user.id]);
  const features = PLAN_FEATURES[code.plan.name] ?? [];
  if (features.length > 0) {
    await tx.query(
      `insert into enterprise_customer_features (enterprise_customer_id, feature_id) select $1, id from features where label = any($2::text[])`,
      [customer.id, features],
    );
  }
  const trialDays = code.plan.metadata.trial_period_days;
  const trialEnd = trialDays > 0 ? new Date(now.getTime() + trialDays * 24 * 3600 * 1000) : null;
  await tx.query(
    `insert into subscriptions (enterprise_customer_id, subscription_plan_id, referral_code_id, status, trial_end, current_period_end)
     values ($1, $2, $3, $4, $5, $5)`,
    [customer.id, code.plan.id, code.id, trialEnd ? 'trialing' : 'active', trialEnd],
  );
  return { customerId: customer.id, userId: user.id, trialEndDate: trialEnd ? trialEnd.toISOString().slice(0, 10) : null };
}

// Association -------------------------------------------------------------------------------------------

export async function associationOf(db: Queryable, customerId: number): Promise<ConstructionAssociation | null> {
  const [row] = await db.query<{
    name: string;
    description: string;
    contact_name: string | null;
    contact_email: string | null;
    contact_phone: string | null;
    website_url: string | null;
    address: string | null;
    membership_benefits: string[];
  }>(
    `select a.name, a.description, a.contact_name, a.contact_email, a.contact_phone, a.website_url, a.address, a.membership_benefits
       from enterprise_customers c join construction_associations a on a.id = c.construction_association_id where c.id = $1`,
    [customerId],
  );
  if (!row) return null;
  return {
    name: row.name,
    description: row.description,
    contact: {
      name: row.contact_name,
      email: row.contact_email,
      phone: row.contact_phone,
      pretty_phone: prettyPhone(row.contact_phone),
      website: row.website_url,
      address: row.address,
    },
    membership_benefits: row.membership_benefits,
  };
}
