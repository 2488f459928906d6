import { ApiError } from 'shared-api';
import { Button } from 'shared-ui';
import { MessagePanel } from './MessagePanel';

export interface LoadFailedPanelProps {
  /** What the page shows, as the texts name it: 'request' or 'wallet'. */
  subject: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A token page whose data could not be loaded: why (the server's rate-limit message, or the connection) and Retry. */
export function LoadFailedPanel({ subject, error, retrying, onRetry }: LoadFailedPanelProps) {
  return (
    <MessagePanel
      icon="warning"
      tone="danger"
      title={`The ${subject} could not be loaded`}
      description={
        error instanceof ApiError && error.status === 429
          ? error.message
          : `Something went wrong while loading this ${subject}. Check your connection and try again.`
      }
      action={
        <Button variant="secondary" icon="retry" loading={retrying} onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
