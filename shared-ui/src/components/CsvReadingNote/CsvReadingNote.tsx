import styled from 'styled-components';
import type { CsvEncoding, CsvReading } from '../../hooks/useCsvImport';
import { useUiT } from '../../i18n/ui';
import { Alert } from '../Alert/Alert';
import { SelectField } from '../SelectField/SelectField';

export interface CsvReadingNoteProps {
  /** How the server read the file (the preview's read_as). */
  reading: CsvReading;
  /** The file is read again in the encoding chosen. */
  onChooseEncoding: (encoding: CsvEncoding) => void;
  disabled?: boolean;
}

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ENCODINGS: CsvEncoding[] = ['windows-1252', 'macintosh', 'utf-8'];

/**
 * Says how the preview read a CSV file (its separator and encoding), so that a file from Excel in French
 * (semicolons, Windows-1252) is seen to have been understood; when the server was unsure of the encoding, asks
 * which program saved the file and has it read again that way.
 */
export function CsvReadingNote({ reading, onChooseEncoding, disabled = false }: CsvReadingNoteProps) {
  const { t } = useUiT();
  const encoding = reading.byte_order_mark ? t('csvReading.encoding.utf-8-bom') : t(`csvReading.encoding.${reading.encoding}`);
  const note = t('csvReading.readAs', { delimiter: t(`csvReading.delimiter.${reading.delimiter}`), encoding });
  if (reading.encoding_certain) return <Note>{note}</Note>;
  return (
    <Alert tone="warning">
      <p>{note}</p>
      <p>{t('csvReading.unsure')}</p>
      <SelectField
        label={t('csvReading.chooseEncoding')}
        value={reading.encoding}
        disabled={disabled}
        options={ENCODINGS.map((value) => ({ value, label: t(`csvReading.encoding.${value}`) }))}
        onChange={(event) => onChooseEncoding(event.target.value as CsvEncoding)}
      />
    </Alert>
  );
}
