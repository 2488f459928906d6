import { useEffect } from 'react';
import { useCredentialIssuers } from 'shared-api';
import { useToast, type SelectOption } from 'shared-ui';
import { EN_CREDENTIALS, getCredentialsT } from '../../../i18n';

/** The English text (tests compare with it); the toast speaks the reader's language. */
export const ISSUERS_LOAD_FAILED = EN_CREDENTIALS.issuerModal.loadFailed;

/** The customer's internal credential issuers as select options; a failed load says so in a toast. */
export function useIssuerOptions(): { options: SelectOption[]; loading: boolean } {
  const toast = useToast();
  const { data, error, isLoading } = useCredentialIssuers();

  useEffect(() => {
    if (error) toast.error(getCredentialsT()('issuerModal.loadFailed'));
  }, [error, toast]);

  return {
    options: (data?.credential_issuers ?? []).map((issuer) => ({ value: String(issuer.id), label: issuer.name })),
    loading: isLoading,
  };
}
