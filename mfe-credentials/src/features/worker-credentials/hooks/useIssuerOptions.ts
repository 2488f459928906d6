import { useEffect } from 'react';
import { useCredentialIssuers } from 'shared-api';
import { useToast, type SelectOption } from 'shared-ui';

export const ISSUERS_LOAD_FAILED = 'Failed to load internal credential issuers.';

/** The customer's internal credential issuers as select options; a failed load says so in a toast. */
export function useIssuerOptions(): { options: SelectOption[]; loading: boolean } {
  const toast = useToast();
  const { data, error, isLoading } = useCredentialIssuers();

  useEffect(() => {
    if (error) toast.error(ISSUERS_LOAD_FAILED);
  }, [error, toast]);

  return {
    options: (data?.credential_issuers ?? []).map((issuer) => ({ value: String(issuer.id), label: issuer.name })),
    loading: isLoading,
  };
}
