import { useId } from 'react';
import type { UserCredentialType } from 'shared-api';
import { DateField, FieldGrid, SelectField, TextAreaField, TextField } from 'shared-ui';
import styled from 'styled-components';
import type { CredentialFormErrors, CredentialFormValues } from '../utils/credentialForm';
import type { ReviewField } from '../utils/credentialRules';
import { useCredentialsT } from '../../../i18n';

export interface CredentialFieldsProps {
  values: CredentialFormValues;
  errors: CredentialFormErrors;
  onChange: <K extends keyof CredentialFormValues>(field: K, value: CredentialFormValues[K]) => void;
  credentialTypes: UserCredentialType[];
  /** The Add form records notes; the Edit form does not send them. */
  withNotes?: boolean;
  fileLabel: string;
  /** Extensions the file input offers. */
  accept: string;
  /** Fields whose value was read from an uploaded file and waits for a person to confirm it. */
  readFromFile?: Set<ReviewField>;
  /** Errors the server gave for fields the client does not check. */
  serverErrors?: Partial<Record<'documentNumber' | 'expiry' | 'file', string>>;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const FileBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.75)};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  input {
    max-width: 100%;
  }
`;

const FileError = styled.p`
  color: ${({ theme }) => theme.tones.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The fields of the Add and Edit Credential forms; the modal owns the values, checks and submit. */
export function CredentialFields({
  values,
  errors,
  onChange,
  credentialTypes,
  withNotes = false,
  fileLabel,
  accept,
  readFromFile,
  serverErrors = {},
}: CredentialFieldsProps) {
  const { t } = useCredentialsT();
  const fileId = useId();
  const fileErrorId = `${fileId}-error`;
  const hintFor = (field: ReviewField) => (readFromFile?.has(field) ? t('fields.readFromFile') : undefined);

  return (
    <Fields>
      <TextField
        label={t('fields.name')}
        name="name"
        required
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={errors.name}
        hint={hintFor('name')}
      />
      <SelectField
        label={t('fields.type')}
        name="credential_type"
        required
        placeholder={t('fields.typePlaceholder')}
        options={credentialTypes.map((type) => ({ value: String(type.id), label: type.label }))}
        value={values.credentialTypeId}
        onChange={(event) => onChange('credentialTypeId', event.target.value)}
        error={errors.credentialTypeId}
      />
      <TextField
        label={t('fields.documentNumber')}
        name="document_number"
        value={values.documentNumber}
        onChange={(event) => onChange('documentNumber', event.target.value)}
        error={serverErrors.documentNumber}
        hint={hintFor('documentNumber')}
      />
      <FieldGrid>
        <DateField
          label={t('fields.issued')}
          name="issued"
          value={values.issued}
          onChange={(value) => onChange('issued', value)}
          error={errors.issued}
          hint={hintFor('issued')}
        />
        <DateField
          label={t('fields.expiry')}
          name="expiry"
          value={values.expiry}
          onChange={(value) => onChange('expiry', value)}
          error={serverErrors.expiry}
          hint={hintFor('expiry')}
        />
      </FieldGrid>
      {withNotes ? (
        <TextAreaField
          label={t('fields.notes')}
          name="notes"
          rows={3}
          value={values.notes}
          onChange={(event) => onChange('notes', event.target.value)}
        />
      ) : null}
      <FileBox>
        <label htmlFor={fileId}>{fileLabel}</label>
        <input
          id={fileId}
          type="file"
          accept={accept}
          aria-invalid={serverErrors.file ? true : undefined}
          aria-describedby={serverErrors.file ? fileErrorId : undefined}
          onChange={(event) => onChange('file', event.target.files?.[0] ?? null)}
        />
        {serverErrors.file ? <FileError id={fileErrorId}>{serverErrors.file}</FileError> : null}
      </FileBox>
    </Fields>
  );
}
