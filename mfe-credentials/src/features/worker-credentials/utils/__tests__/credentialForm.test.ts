import { addCredentialPayload, EMPTY_CREDENTIAL_FORM, updateCredentialPayload, validateCredentialForm } from '../credentialForm';

const filled = { ...EMPTY_CREDENTIAL_FORM, name: 'Working at Heights', credentialTypeId: '2' };

describe('validateCredentialForm', () => {
  it('requires the name and the credential type with the spec messages', () => {
    expect(validateCredentialForm({ ...EMPTY_CREDENTIAL_FORM, name: '   ' })).toEqual({
      name: 'Credential name is required.',
      credentialTypeId: 'Credential type is required.',
    });
  });

  it('refuses an issued date after the expiry date, and accepts the same day or a missing date', () => {
    expect(validateCredentialForm({ ...filled, issued: '2025-02-01', expiry: '2025-01-31' })).toEqual({
      issued: 'Issued date cannot be after expiry date.',
    });
    expect(validateCredentialForm({ ...filled, issued: '2025-02-01', expiry: '2025-02-01' })).toEqual({});
    expect(validateCredentialForm({ ...filled, issued: '2025-02-01' })).toEqual({});
  });
});

describe('addCredentialPayload', () => {
  it('gives empty dates and notes as empty strings and no document number when none was typed', () => {
    expect(addCredentialPayload({ ...filled, name: ' Working at Heights ', documentNumber: '  ' })).toEqual({
      name: 'Working at Heights',
      user_credential_type_id: 2,
      issued: '',
      expiry: '',
      notes: '',
      file: null,
    });
  });

  it('gives the trimmed document number, the dates and the file when present', () => {
    const file = new File(['%PDF-1.4'], 'card.pdf', { type: 'application/pdf' });
    const payload = addCredentialPayload({ ...filled, documentNumber: ' WAH-1 ', issued: '2024-03-04', expiry: '2027-03-04', file });
    expect(payload).toMatchObject({ document_number: 'WAH-1', issued: '2024-03-04', expiry: '2027-03-04', file });
  });
});

describe('updateCredentialPayload', () => {
  it('always gives the document number, so clearing it clears the stored one, and the new file as image', () => {
    const file = new File(['png'], 'card.png', { type: 'image/png' });
    expect(updateCredentialPayload({ ...filled, file })).toEqual({
      name: 'Working at Heights',
      credential_type_id: 2,
      document_number: '',
      issued: '',
      expiry: '',
      image: file,
    });
  });
});
