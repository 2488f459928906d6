import styled from 'styled-components';
import { MessagePanel } from '../../../components/MessagePanel';

export const FULFILLED_TITLE = 'Credential Request Fulfilled!';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** The request is complete: shown when it already was, and after the server accepted the worker's credential. */
export function CredentialRequestFulfilled({ customerName }: { customerName: string }) {
  return (
    <MessagePanel
      icon="check"
      tone="success"
      title={FULFILLED_TITLE}
      description={
        <Lines>
          <p>{`Thank you. ${customerName} has your credential and nothing more is needed from you.`}</p>
          <p>You can modify this credential at any time in the mobile app.</p>
        </Lines>
      }
    />
  );
}
