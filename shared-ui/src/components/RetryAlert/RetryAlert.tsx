import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';

export interface RetryAlertProps {
  /** What could not be loaded, e.g. "The notes could not be loaded." */
  children: ReactNode;
  onRetry: () => void;
  /** Text, and so accessible name, of the button. */
  retryLabel?: string;
  /** Shows the retry as under way and blocks a second one. */
  loading?: boolean;
  /** Warning when the page still works without what failed (a menu may miss items), danger otherwise. */
  tone?: 'danger' | 'warning';
}

/** A load that failed, with a button to try it again. */
export function RetryAlert({ children, onRetry, retryLabel = 'Retry', loading = false, tone = 'danger' }: RetryAlertProps) {
  return (
    <Alert
      tone={tone}
      action={
        <Button size="sm" variant="secondary" icon="retry" loading={loading} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
