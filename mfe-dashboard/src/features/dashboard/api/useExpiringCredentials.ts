import { useCredentials, type ExpiringFilter } from 'shared-api';

/** The spec's expiring window (90 days) and table size (10 rows). */
export const EXPIRING_ROWS = 10;
export type ExpiringView = 'expiring' | 'expired';

const FILTER: Record<ExpiringView, ExpiringFilter> = { expiring: '90_days', expired: 'expired' };

export function useExpiringCredentials(view: ExpiringView) {
  const result = useCredentials({ expiring: FILTER[view], page: 1 });
  return { ...result, credentials: result.data?.credentials.data.slice(0, EXPIRING_ROWS) };
}
