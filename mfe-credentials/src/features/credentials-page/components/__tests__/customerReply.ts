import type { ApiReply } from 'shared-ui/testing';

/** The signed-in customer, with or without the credentials feature. */
export function customerReply(withCredentials = true): ApiReply {
  return {
    body: {
      enterprise_customer: {
        id: 1,
        name: 'Demo Construction Ltd.',
        mode: 'demo',
        features: withCredentials ? [{ id: 1, label: 'credentials', name: 'Credentials', description: '' }] : [],
        access_url: null,
      },
      enterprise_customer_user: { id: 1, user_id: 1, enterprise_customer_id: 1, role: 'owner' },
    },
  };
}
