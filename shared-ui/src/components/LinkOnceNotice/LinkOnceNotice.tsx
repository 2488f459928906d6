import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useUiT } from '../../i18n/ui';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { useToast } from '../Toast/Toast';

export interface LinkOnceNoticeProps {
  /** What was sent to whom, e.g. "Link sent to Gail General". */
  title: ReactNode;
  /** The absolute link, as the e-mail carries it. */
  link: string;
  /** Why it is shown only once and how to get another; the default says to send it again. */
  note?: ReactNode;
  /** The Copy button's accessible name when the page may show several (default "Copy link"). */
  copyLabel?: string;
  /** Hides the notice (a Dismiss button); without it the notice stays until the page drops it. */
  onDismiss?: () => void;
}

const LinkText = styled.code`
  display: block;
  margin: ${({ theme }) => theme.spacing(0.5)} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/**
 * A link the server gives only once (its token is stored hashed): right after a share, a request or Send again.
 * Shows the link with Copy and says it will not be shown again (ADR 0018).
 */
export function LinkOnceNotice({ title, link, note, copyLabel, onDismiss }: LinkOnceNoticeProps) {
  const { t } = useUiT();
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('linkOnce.copied'));
    } catch {
      toast.error(t('linkOnce.copyFailed'));
    }
  }

  return (
    <Alert
      tone="success"
      title={title}
      action={
        <Actions>
          <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={copyLabel}>
            {t('linkOnce.copy')}
          </Button>
          {onDismiss ? (
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t('linkOnce.dismiss')}
            </Button>
          ) : null}
        </Actions>
      }
    >
      <LinkText>{link}</LinkText>
      {note ?? t('linkOnce.note')}
    </Alert>
  );
}
