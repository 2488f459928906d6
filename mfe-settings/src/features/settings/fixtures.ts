import type { CustomerFeature, EnterpriseCustomerResponse, ExpiryReminderSettings, IntegrationToken, Role, Subscription } from 'shared-api';

export const fullToken: IntegrationToken = {
  token: 'tpk_5Qm2V8xR4nL7cJ1wZ9hT3bY6dF0sK2aG',
  is_masked: false,
  created_at: '2026-11-25T14:00:00.000Z',
  created_at_diff_for_humans: 'just now',
  last_used_at: null,
};

export const maskedToken: IntegrationToken = {
  ...fullToken,
  token: '••••••••••••••••••••••••••••••K2aG',
  is_masked: true,
  created_at_diff_for_humans: '3 weeks ago',
  last_used_at: '2026-11-24T08:30:00.000Z',
};

export const features: CustomerFeature[] = [
  { id: 1, label: 'credentials', name: 'Credentials', description: 'Record, upload and track the expiry of every worker credential.' },
  { id: 2, label: 'crews', name: 'Unlimited Crews', description: 'Create as many crews as your projects need.' },
  { id: 3, label: 'jobs_feed', name: 'Jobs Feed', description: 'Publish open positions to job boards.' },
];

export const subscription: Subscription = {
  id: 1,
  status: 'trialing',
  subscription_plan: { name: 'Professional', description: 'Workers, credentials and crews for growing contractors.', price_monthly: 149 },
  stripe_subscription: { trial_end: '2026-12-20T00:00:00.000Z' },
};

export const reminderDefaults: ExpiryReminderSettings = {
  days_before: [90, 30],
  recipient_roles: ['owner', 'admin'],
  notify_worker: false,
  weekly_digest_day: null,
};

export const customerAs = (role: Role): EnterpriseCustomerResponse => ({
  enterprise_customer: { id: 1, name: 'Northwind Builders', mode: 'normal', features, access_url: null },
  enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role },
});
