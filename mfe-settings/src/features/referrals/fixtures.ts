import type { ApiReply } from 'shared-ui/testing';
import type { Paginated, ReferralCode, ReferralPlan, ReferredSubscription } from 'shared-api';

export const plans: ReferralPlan[] = [
  {
    id: 1,
    name: 'Professional',
    description: 'Unlimited workers, crews and credentials.',
    price_monthly: 149,
    metadata: { trial_period_days: 30, discount: 20 },
  },
  { id: 2, name: 'Starter', description: 'Up to 25 workers.', price_monthly: 49.5, metadata: { trial_period_days: 0, discount: 0 } },
];

export const codes: ReferralCode[] = [
  { id: 11, code: 'k3Jd9sQ2xV', description: 'Professional — 30-day trial', status: 'active', subscription_plan: { id: 1, name: 'Professional' } },
  { id: 12, code: 'Zp0aL7mN4c', description: 'Spring trade show', status: 'inactive', subscription_plan: { id: 2, name: 'Starter' } },
];

export const referred: ReferredSubscription[] = [
  { id: 1, customer: { name: 'Prairie Drywall Inc.' }, trial_end_date: '2026-12-20', created_at: '2026-11-20T15:04:00Z' },
  { id: 2, customer: { name: 'Okanagan Mechanical Contractors and Pipefitting Services Ltd.' }, trial_end_date: null, created_at: '2026-10-02T09:00:00Z' },
];

export function page<T>(data: T[], current_page = 1, last_page = 1): Paginated<T> {
  return {
    data,
    current_page,
    last_page,
    per_page: 20,
    from: data.length ? 1 : null,
    to: data.length || null,
    total: data.length,
    next_page_url: null,
    prev_page_url: null,
  };
}

/** The signed-in customer, with or without the local_construction_association feature. */
export function customerReply(withAssociation = true): ApiReply {
  return {
    body: {
      enterprise_customer: {
        id: 1,
        name: 'Calgary Construction Association',
        mode: 'live',
        features: withAssociation ? [{ id: 4, label: 'local_construction_association', name: 'Association', description: '' }] : [],
        access_url: null,
      },
      enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role: 'owner' },
    },
  };
}
