import { useCredentials, type ExpiringFilter } from 'shared-api';

/** The spec's expiring window (90 days) and table size (10 rows). */
export const EXPIRING_ROWS = 10;
export type ExpiringView = 'expiring' | 'expired';

const FILTER: Record<ExpiringView, ExpiringFilter> = { expiring: '90_days', expired: 'expired' };

/** Asks nothing until `enabled` (the customer is known to have the credentials feature). */
export function useExpiringCredentials(view: ExpiringView, enabled = true) {
  const result = useCredentials(enabled ? { expiring: FILTER[view], page: 1 } : null);
  return { ...result, credentials: result.data?.credentials.data.slice(0, EXPIRING_ROWS) };
}
