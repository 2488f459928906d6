import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { credentialTypes } from '../fixtures';
import { EMPTY_CREDENTIAL_FORM, type CredentialFormValues } from '../utils/credentialForm';
import { CredentialFields, type CredentialFieldsProps } from './CredentialFields';

type StoryArgs = Pick<CredentialFieldsProps, 'errors' | 'withNotes' | 'fileLabel' | 'readFromFile'> & {
  initial: CredentialFormValues;
};

function Fields({ initial, ...rest }: StoryArgs) {
  const [values, setValues] = useState(initial);
  return (
    <div style={{ maxWidth: 520 }}>
      <CredentialFields
        {...rest}
        accept=".pdf,.png,.jpg,.jpeg"
        values={values}
        credentialTypes={credentialTypes}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      />
    </div>
  );
}

const meta = {
  title: 'Credentials/Worker panel/CredentialFields',
  component: Fields,
  args: { initial: EMPTY_CREDENTIAL_FORM, errors: {}, withNotes: true, fileLabel: 'File' },
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Add a Credential form. */
export const Add: Story = {};
export const WithErrors: Story = {
  args: {
    initial: { ...EMPTY_CREDENTIAL_FORM, issued: '2025-06-01', expiry: '2024-06-01' },
    errors: {
      name: 'Credential name is required.',
      credentialTypeId: 'Credential type is required.',
      issued: 'Issued date cannot be after expiry date.',
    },
  },
};
/** Reviewing a parse proposal: the values read from the file are marked. */
export const Review: Story = {
  args: {
    withNotes: false,
    fileLabel: 'Replace the file',
    initial: {
      ...EMPTY_CREDENTIAL_FORM,
      name: 'Confined Space Entry',
      credentialTypeId: '1',
      documentNumber: 'CSE-7781',
      issued: '2024-05-01',
      expiry: '2026-05-01',
    },
    readFromFile: new Set(['name', 'documentNumber', 'issued', 'expiry']),
  },
};
