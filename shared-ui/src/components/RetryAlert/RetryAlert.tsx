import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { useUiT } from '../../i18n/ui';

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
export function RetryAlert({ children, onRetry, retryLabel, loading = false, tone = 'danger' }: RetryAlertProps) {
  const { t } = useUiT();
  return (
    <Alert
      tone={tone}
      action={
        <Button size="sm" variant="secondary" icon="retry" loading={loading} onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
