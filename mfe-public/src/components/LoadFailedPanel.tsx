import { ApiError } from 'shared-api';
import { Button } from 'shared-ui';
import { usePublicT } from '../i18n';
import { MessagePanel } from './MessagePanel';

export interface LoadFailedPanelProps {
  /** What the page shows: a request, a wallet or an invitation. */
  subject: 'request' | 'wallet' | 'invite' | 'passwordReset';
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A token page whose data could not be loaded: why (the server's rate-limit message, or the connection) and Retry. */
export function LoadFailedPanel({ subject, error, retrying, onRetry }: LoadFailedPanelProps) {
  const { t } = usePublicT();
  return (
    <MessagePanel
      icon="warning"
      tone="danger"
      title={t(`loadFailed.${subject}Title`)}
      description={
        error instanceof ApiError && error.status === 429
          ? error.message
          : t(`loadFailed.${subject}`)
      }
      action={
        <Button variant="secondary" icon="retry" loading={retrying} onClick={onRetry}>
          {t('page.retry')}
        </Button>
      }
    />
  );
}
