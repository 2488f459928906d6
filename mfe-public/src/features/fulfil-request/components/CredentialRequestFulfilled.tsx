import styled from 'styled-components';
import { MessagePanel } from '../../../components/MessagePanel';
import { usePublicT } from '../../../i18n';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** The request is complete: shown when it already was, and after the server accepted the worker's credential. */
export function CredentialRequestFulfilled({ customerName }: { customerName: string }) {
  const { t } = usePublicT();
  return (
    <MessagePanel
      icon="check"
      tone="success"
      title={t('fulfil.fulfilledTitle')}
      description={
        <Lines>
          <p>{t('fulfil.fulfilledThanks', { customer: customerName })}</p>
          <p>{t('fulfil.fulfilledApp')}</p>
        </Lines>
      }
    />
  );
}
