import { Button, DateField, Icon, Spinner, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';
import type { AutosaveStatus } from '../hooks/useAutosaveField';

export interface AutosaveFieldProps {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date';
  value: string;
  onChange: (value: string) => void;
  status: AutosaveStatus;
  error: string | null;
  onRetry: () => void;
  emptyNotSaved: boolean;
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};
  min-width: 0;
`;

// Sits on the label's line, outside the <label>, so it never becomes part of the field's name.
const StatusSlot = styled.span<{ $status: AutosaveStatus }>`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-height: 21px;
  color: ${({ theme, $status }) => ($status === 'saved' ? theme.colors.success : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RetryRow = styled.div`
  display: flex;
  justify-content: flex-start;
`;

const STATUS_KEYS = { saving: 'autosave.saving', saved: 'autosave.saved', error: 'autosave.notSaved', waiting: 'autosave.waiting' } as const;

/** A personal-information input that saves itself: spinner while saving, checkmark once saved. */
export function AutosaveField({
  name,
  label,
  type,
  value,
  onChange,
  status,
  error,
  onRetry,
  emptyNotSaved,
}: AutosaveFieldProps) {
  const { t } = useWorkersT();
  const statusText = status === 'idle' ? '' : t(STATUS_KEYS[status]);
  const field = {
    name,
    label,
    value,
    error: status === 'error' ? error : undefined,
    hint: emptyNotSaved && status !== 'error' ? t('autosave.emptyNotSaved') : undefined,
  };
  return (
    <Wrapper>
      {type === 'date' ? (
        // Gives '' until a whole day is typed: a date half typed is never saved.
        <DateField {...field} onChange={onChange} />
      ) : (
        <TextField
          {...field}
          type={type}
          // Staff type someone else's details here: their own browser autofill would only get in the way.
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <StatusSlot $status={status} role="status" data-status={status}>
        {status === 'saving' ? <Spinner size={14} decorative /> : null}
        {status === 'saved' ? <Icon name="check" size={16} /> : null}
        {statusText ? <span>{statusText}</span> : null}
      </StatusSlot>
      {status === 'error' ? (
        <RetryRow>
          <Button variant="secondary" size="sm" icon="retry" onClick={onRetry} aria-label={t('autosave.retryLabel', { label })}>
            {t('common.retry')}
          </Button>
        </RetryRow>
      ) : null}
    </Wrapper>
  );
}
