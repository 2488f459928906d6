import type { ApiReply } from 'shared-ui/testing';

/** The signed-in customer, with or without the jobs_feed feature. */
export function customerReply(withJobsFeed = true): ApiReply {
  return {
    body: {
      enterprise_customer: {
        id: 1,
        name: 'Northshore Builders',
        mode: 'live',
        features: withJobsFeed ? [{ id: 3, label: 'jobs_feed', name: 'Jobs Feed', description: '' }] : [],
        access_url: null,
      },
      enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role: 'owner' },
    },
  };
}
