import { MessagePanel } from '../../../components/MessagePanel';

export const REQUEST_FULFILLED_TITLE = 'This Request Has Been Fulfilled';

/** The server answered with no request but a status and message: nothing is left to update through this link. */
export function UpdateRequestFulfilled({ message }: { message: string }) {
  // The server may send the title itself as the message; it is not repeated.
  const description = message && message !== REQUEST_FULFILLED_TITLE ? message : 'Nothing more is needed through this link.';
  return <MessagePanel icon="check" tone="success" title={REQUEST_FULFILLED_TITLE} description={description} />;
}
