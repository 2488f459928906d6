import type { CredentialUpdateInput, WorkerCredentialInput } from 'shared-api';
import { EN_CREDENTIALS, getCredentialsT } from '../../../i18n';

/** The Add and Edit Credential forms' values, their checks (spec part 1 §5) and what they send. */

export interface CredentialFormValues {
  name: string;
  /** The select's value: a type id, or '' while none is chosen. */
  credentialTypeId: string;
  documentNumber: string;
  /** YYYY-MM-DD from a date input, or ''. */
  issued: string;
  expiry: string;
  notes: string;
  file: File | null;
}

export const EMPTY_CREDENTIAL_FORM: CredentialFormValues = {
  name: '',
  credentialTypeId: '',
  documentNumber: '',
  issued: '',
  expiry: '',
  notes: '',
  file: null,
};

export type CredentialFormField = 'name' | 'credentialTypeId' | 'issued';
export type CredentialFormErrors = Partial<Record<CredentialFormField, string>>;

/** The English text (tests compare with it); the forms show `form.summary` in the reader's language. */
export const FORM_ERRORS_SUMMARY = EN_CREDENTIALS.form.summary;

/** The fields the server may refuse, by the names a new credential is sent with (addCredentialPayload). */
export const ADD_CREDENTIAL_API_FIELDS = {
  name: 'name',
  credentialTypeId: 'user_credential_type_id',
  issued: 'issued',
  documentNumber: 'document_number',
  expiry: 'expiry',
  file: 'file',
} as const;

/** The same fields by the names an edited credential is sent with (updateCredentialPayload). */
export const UPDATE_CREDENTIAL_API_FIELDS = {
  ...ADD_CREDENTIAL_API_FIELDS,
  credentialTypeId: 'credential_type_id',
  file: 'image',
} as const;

/** The messages are in the language of the moment the form is checked. */
export function validateCredentialForm(values: CredentialFormValues): CredentialFormErrors {
  const t = getCredentialsT();
  const errors: CredentialFormErrors = {};
  if (values.name.trim() === '') errors.name = t('form.nameRequired');
  if (values.credentialTypeId === '') errors.credentialTypeId = t('form.typeRequired');
  // Date inputs give YYYY-MM-DD, which orders the same as the dates.
  if (values.issued !== '' && values.expiry !== '' && values.issued > values.expiry) {
    errors.issued = t('form.issuedAfterExpiry');
  }
  return errors;
}

export const hasErrors = (errors: CredentialFormErrors) => Object.keys(errors).length > 0;

const typeId = (value: string): number | '' => (value === '' ? '' : Number(value));

/**
 * The Add a Credential payload: issued and expiry as ISO dates (YYYY-MM-DD) or empty, notes default empty,
 * and document_number only when one was typed.
 */
export function addCredentialPayload(values: CredentialFormValues): WorkerCredentialInput {
  const documentNumber = values.documentNumber.trim();
  return {
    name: values.name.trim(),
    user_credential_type_id: typeId(values.credentialTypeId),
    issued: values.issued,
    expiry: values.expiry,
    notes: values.notes,
    ...(documentNumber === '' ? {} : { document_number: documentNumber }),
    file: values.file,
  };
}

/** The Edit Credential payload; an empty document number clears it, a new image replaces the file. */
export function updateCredentialPayload(values: CredentialFormValues): CredentialUpdateInput {
  return {
    name: values.name.trim(),
    credential_type_id: typeId(values.credentialTypeId),
    document_number: values.documentNumber.trim(),
    issued: values.issued,
    expiry: values.expiry,
    image: values.file,
  };
}
