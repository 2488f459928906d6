import { useEnterpriseCustomer } from 'shared-api';

/**
 * Whether the signed-in customer writes addresses with Canadian words (Province, Postal code): yes unless its
 * country is another one (State, Zip code). Until the customer is known, and from a server that does not say,
 * Canada: every customer so far is Canadian.
 */
export function useCanadianAddress(): boolean {
  const country = useEnterpriseCustomer().data?.enterprise_customer.country;
  return !country || country === 'CA';
}
