import { useState, type FormEvent } from 'react';
import { formErrorsFrom, type CredentialIssuer, type CredentialIssuerInput } from 'shared-api';
import { FieldGridWide, FormModal, TextAreaField, TextField } from 'shared-ui';
import {
  ISSUER_FIELDS,
  issuerFormValues,
  issuerInput,
  validateIssuerForm,
  type IssuerField,
  type IssuerFormErrors,
  type IssuerFormValues,
} from '../utils/issuerForm';
import { getCredentialsT, useCredentialsT } from '../../../i18n';

export interface IssuerFormModalProps {
  open: boolean;
  /** The issuer being edited; null creates one. */
  issuer: CredentialIssuer | null;
  onClose: () => void;
  /** Saves on the server; a rejected ApiError's field errors show under the fields. */
  onSubmit: (input: CredentialIssuerInput) => Promise<unknown>;
}

const WIDE_FIELDS: IssuerField[] = ['name', 'description', 'address'];

/** Create or edit an internal credential issuer. Only the name is required; the server judges the e-mail's format. */
export function IssuerFormModal({ open, issuer, onClose, onSubmit }: IssuerFormModalProps) {
  const { t } = useCredentialsT();
  const [values, setValues] = useState<IssuerFormValues>(() => issuerFormValues(issuer));
  const [errors, setErrors] = useState<IssuerFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateIssuerForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(issuerInput(values));
    } catch (error) {
      const { fields, message } = formErrorsFrom(
        error,
        ISSUER_FIELDS.map(({ name }) => name),
        getCredentialsT()('issuers.form.saveFailed'),
      );
      setErrors(fields);
      setFailure(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormModal
      open={open}
      title={issuer ? t('issuers.form.editTitle', { name: issuer.name }) : t('issuers.form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={issuer ? t('issuers.form.save') : t('issuers.form.create')}
      saving={saving}
      failure={failure}
    >
      {ISSUER_FIELDS.map(({ name, type }) => {
        const common = {
          label: t(`issuers.fields.${name}`),
          name,
          value: values[name],
          error: errors[name],
          required: name === 'name',
        };
        const field =
          name === 'description' ? (
            <TextAreaField
              {...common}
              rows={3}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            />
          ) : (
            <TextField
              {...common}
              type={type ?? 'text'}
              // Staff type an organisation's details: the browser's own autofill would be wrong here.
              autoComplete="off"
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            />
          );
        return WIDE_FIELDS.includes(name) ? <FieldGridWide key={name}>{field}</FieldGridWide> : <div key={name}>{field}</div>;
      })}
    </FormModal>
  );
}
