import { act, renderHook } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { changeLocale } from 'shared-ui';
import { getPublicT } from '../../i18n';
import { useCredentialFields, type CredentialFieldsOptions } from '../useCredentialFields';

const pdf = () => new File([new Uint8Array(16)], 'heights.pdf', { type: 'application/pdf' });

function renderFields(options: Partial<CredentialFieldsOptions> = {}) {
  return renderHook(() =>
    useCredentialFields({
      proposeExpiry: (issued) => (issued === '2024-03-04' ? '2027-03-04' : null),
      refusal: { correctFields: 'fulfil.correctFields', sendFailed: 'fulfil.sendFailed' },
      ...options,
    }),
  );
}

describe('useCredentialFields', () => {
  it('starts from the dates given, with no document, no errors and no refusal', () => {
    const { result } = renderFields({ issued: '2021-06-10', expiry: '2024-06-10' });

    expect(result.current.issuedField).toMatchObject({ value: '2021-06-10', error: undefined });
    expect(result.current.expiryField).toMatchObject({ value: '2024-06-10', min: '2021-06-10', error: undefined });
    expect(result.current.documentField).toMatchObject({ file: null, error: undefined });
    expect(result.current.failure).toBeNull();
  });

  it('takes the expiry the issued date proposes, and keeps the typed one when there is no proposal', () => {
    const { result } = renderFields();
    expect(result.current.expiryField.min).toBeUndefined();

    act(() => result.current.issuedField.onChange('2024-03-04'));
    expect(result.current.issued).toBe('2024-03-04');
    expect(result.current.expiry).toBe('2027-03-04');
    expect(result.current.expiryField.min).toBe('2024-03-04');

    act(() => result.current.expiryField.onChange('2026-12-31'));
    act(() => result.current.issuedField.onChange('2024-05-05'));
    expect(result.current.issued).toBe('2024-05-05');
    expect(result.current.expiry).toBe('2026-12-31');
  });

  it("clears a field's error when that field changes, and only that one", () => {
    const { result } = renderFields();
    act(() => result.current.setErrors({ issued: 'Issued is wrong.', expiry: 'Expiry is wrong.', document: 'Document is wrong.' }));

    act(() => result.current.issuedField.onChange('2024-03-04'));
    expect(result.current.issuedField.error).toBeUndefined();
    expect(result.current.expiryField.error).toBe('Expiry is wrong.');

    act(() => result.current.expiryField.onChange('2027-01-01'));
    expect(result.current.expiryField.error).toBeUndefined();
    expect(result.current.documentField.error).toBe('Document is wrong.');

    act(() => result.current.documentField.onChange(pdf()));
    expect(result.current.document?.name).toBe('heights.pdf');
    expect(result.current.documentField.error).toBeUndefined();
  });

  it('drops a refused file and says why in the language shown', async () => {
    const { result } = renderFields();
    act(() => result.current.documentField.onChange(pdf()));

    act(() => result.current.documentField.onReject('wrongType'));
    expect(result.current.document).toBeNull();
    expect(result.current.documentField.error).toBe('The file must be a PDF, PNG or JPEG file.');

    await act(() => changeLocale('fr-CA'));
    expect(result.current.documentField.error).toBe('Le fichier doit être au format PDF, PNG ou JPEG.');
  });

  it("puts the server's field errors beside their fields and asks to correct them", () => {
    const { result } = renderFields();
    let fields: ReturnType<typeof result.current.refuse> = {};

    act(() => {
      fields = result.current.refuse(
        new ApiError(422, {
          message: 'The expiry date must be after the issued date.',
          errors: { expiry: ['The expiry date must be after the issued date.'] },
        }),
      );
    });

    expect(fields).toEqual({ expiry: 'The expiry date must be after the issued date.' });
    expect(result.current.expiryField.error).toBe('The expiry date must be after the issued date.');
    expect(result.current.failure).toBe('Correct the marked fields and submit again.');
  });

  it("shows the server's reason, or the refusal's own words when it gave none, until cleared", async () => {
    const { result } = renderFields({ refusal: { correctFields: 'update.correctFields', sendFailed: 'update.sendFailed' } });

    act(() => void result.current.refuse(new ApiError(401, { message: 'Unauthenticated.' })));
    expect(result.current.failure).toBe('Unauthenticated.');

    act(() => void result.current.refuse(new TypeError('Failed to fetch')));
    expect(result.current.failure).toBe('Your update could not be sent. Check your connection and try again.');

    await act(() => changeLocale('fr-CA'));
    expect(result.current.failure).toBe(getPublicT('fr-CA')('update.sendFailed'));
    expect(result.current.failure).not.toBe('Your update could not be sent. Check your connection and try again.');

    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
  });
});
