import { useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useFormat } from '../../format/useFormat';
import { Button } from '../Button/Button';
import { useUiT } from '../../i18n/ui';

export interface CsvFilePickerProps {
  /** The file chosen so far, shown with its size. */
  file: { name: string; size: number } | null;
  /** While a file is being sent, another cannot be chosen. */
  disabled?: boolean;
  onChoose: (file: File) => void;
}

const Frame = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const FileName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  small {
    margin-left: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const NoFile = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Chooses one CSV file and names it with its size; the file is handed over unread. */
export function CsvFilePicker({ file, disabled = false, onChoose }: CsvFilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useUiT();
  const format = useFormat();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  }

  return (
    <Frame>
      {/* The native input is hidden behind a styled button, which is the one in the tab order. */}
      <input
        ref={input}
        type="file"
        accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
        aria-label={t('csvFilePicker.input')}
        tabIndex={-1}
        onChange={choose}
        disabled={disabled}
      />
      <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        {file ? t('csvFilePicker.chooseAnother') : t('csvFilePicker.choose')}
      </Button>
      {file ? (
        <FileName>
          {file.name}
          <small>{format.fileSize(file.size)}</small>
        </FileName>
      ) : (
        <NoFile>{t('csvFilePicker.noFile')}</NoFile>
      )}
    </Frame>
  );
}
