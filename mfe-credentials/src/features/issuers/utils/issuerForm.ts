import type { CredentialIssuer, CredentialIssuerInput } from 'shared-api';

export type IssuerField = keyof CredentialIssuerInput;

export type IssuerFormValues = Record<IssuerField, string>;

export type IssuerFormErrors = Partial<Record<IssuerField, string>>;

/** The form's fields in order, with the spec's labels (the state field is labelled Province). */
export const ISSUER_FIELDS: Array<{ name: IssuerField; label: string; type?: 'email' | 'tel' }> = [
  { name: 'name', label: 'Name' },
  { name: 'description', label: 'Description' },
  { name: 'contact_email', label: 'Contact email', type: 'email' },
  { name: 'contact_phone', label: 'Contact phone', type: 'tel' },
  { name: 'address', label: 'Address' },
  { name: 'country', label: 'Country' },
  { name: 'state', label: 'Province' },
  { name: 'city', label: 'City' },
  { name: 'postal_code', label: 'Postal code' },
];

export const NAME_REQUIRED = 'Name is required.';

export function issuerFormValues(issuer: CredentialIssuer | null): IssuerFormValues {
  const values = {} as IssuerFormValues;
  for (const { name } of ISSUER_FIELDS) values[name] = issuer?.[name] ?? '';
  return values;
}

/** What can be told before asking the server; the e-mail format is the server's to judge. */
export function validateIssuerForm(values: IssuerFormValues): IssuerFormErrors {
  return values.name.trim() ? {} : { name: NAME_REQUIRED };
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
