import type { PublicReferralResponse, ReferralSignUpResponse } from 'shared-api';

export const referral: PublicReferralResponse['referral'] = {
  code: 'k3Jd9sQ2xV',
  referrer: { name: 'Calgary Construction Association' },
  plan: {
    id: 1,
    name: 'Professional',
    description: 'Unlimited workers, crews and credentials.',
    price_monthly: 149,
    metadata: { trial_period_days: 30, discount: 20 },
  },
};

export const signedUp: ReferralSignUpResponse = {
  message: 'Your company account has been created.',
  user: { email: 'dana@prairiedrywall.example' },
  enterprise_customer: { name: 'Prairie Drywall Inc.' },
  trial_end_date: '2026-12-25',
  csrf_token: 'new-session-token',
};
