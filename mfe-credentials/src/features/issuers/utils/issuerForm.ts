import type { CredentialIssuer, CredentialIssuerInput } from 'shared-api';
import { EN_CREDENTIALS, getCredentialsT } from '../../../i18n';

export type IssuerField = keyof CredentialIssuerInput;

export type IssuerFormValues = Record<IssuerField, string>;

export type IssuerFormErrors = Partial<Record<IssuerField, string>>;

/** The form's fields in order; their labels are `issuers.fields.<name>` in the catalogs (the state field is labelled Province). */
export const ISSUER_FIELDS: Array<{ name: IssuerField; type?: 'email' | 'tel' }> = [
  { name: 'name' },
  { name: 'description' },
  { name: 'contact_email', type: 'email' },
  { name: 'contact_phone', type: 'tel' },
  { name: 'address' },
  { name: 'country' },
  { name: 'state' },
  { name: 'city' },
  { name: 'postal_code' },
];

/** The English text (tests compare with it); the form shows the reader's language. */
export const NAME_REQUIRED = EN_CREDENTIALS.issuers.form.nameRequired;

export function issuerFormValues(issuer: CredentialIssuer | null): IssuerFormValues {
  const values = {} as IssuerFormValues;
  for (const { name } of ISSUER_FIELDS) values[name] = issuer?.[name] ?? '';
  return values;
}

/** What can be told before asking the server; the e-mail format is the server's to judge. */
export function validateIssuerForm(values: IssuerFormValues): IssuerFormErrors {
  return values.name.trim() ? {} : { name: getCredentialsT()('issuers.form.nameRequired') };
}

/** Trimmed values; a cleared optional field is sent as null so the server clears it too. */
export function issuerInput(values: IssuerFormValues): CredentialIssuerInput {
  const input: CredentialIssuerInput = { name: values.name.trim() };
  for (const { name } of ISSUER_FIELDS) {
    if (name === 'name') continue;
    const value = values[name].trim();
    input[name] = value === '' ? null : value;
  }
  return input;
}
