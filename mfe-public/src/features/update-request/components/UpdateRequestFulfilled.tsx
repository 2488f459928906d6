import { MessagePanel } from '../../../components/MessagePanel';
import { getPublicT, usePublicT } from '../../../i18n';

/** The server answered with no request but a status and message: nothing is left to update through this link. */
export function UpdateRequestFulfilled({ message }: { message: string }) {
  const { t } = usePublicT();
  const title = t('update.fulfilledTitle');
  // The server may send the title itself as the message (in either language); it is not repeated.
  const isTitle = message === title || message === getPublicT('en-CA')('update.fulfilledTitle');
  const description = message && !isTitle ? message : t('update.fulfilled');
  return <MessagePanel icon="check" tone="success" title={title} description={description} />;
}
