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

/** How many credentials each view holds, for the card's footer: the same lists, so the first page is asked once. */
export function useExpiringTotals(enabled = true): ExpiringTotals {
  const expiring = useCredentials(enabled ? { expiring: FILTER.expiring, page: 1 } : null);
  const expired = useCredentials(enabled ? { expiring: FILTER.expired, page: 1 } : null);
  return { expiring: expiring.data?.credentials.total, expired: expired.data?.credentials.total };
}

/** Undefined while it loads (or could not be read). */
export interface ExpiringTotals {
  expiring?: number;
  expired?: number;
}

/** The Credentials page showing the view's list (it reads expiring=90_days and expiring=expired). */
export const credentialsPageLink = (view: ExpiringView) => `/credentials?page-name=credentials&expiring=${FILTER[view]}`;
