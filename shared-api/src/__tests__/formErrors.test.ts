import { ApiError } from '../client';
import { formErrorsFrom } from '../formErrors';

const invalid = new ApiError(422, {
  message: 'The given data was invalid.',
  errors: { first_name: ['The first name field is required.', 'Too short.'], email: ['Enter a valid e-mail address.'], rows: ['Row 2 is invalid.'] },
});

describe('formErrorsFrom', () => {
  it("puts the API's first message for each field on the form's field of that name", () => {
    expect(formErrorsFrom(invalid, ['first_name', 'last_name', 'email'], 'Not saved.')).toEqual({
      fields: { first_name: 'The first name field is required.', email: 'Enter a valid e-mail address.' },
      message: null,
    });
  });

  it("maps the API's names onto the form's own", () => {
    const typeRefused = new ApiError(422, { message: 'Invalid.', errors: { user_credential_type_id: ['Choose a type.'] } });
    expect(formErrorsFrom(typeRefused, { name: 'name', credentialTypeId: 'user_credential_type_id' }, 'Not saved.')).toEqual({
      fields: { credentialTypeId: 'Choose a type.' },
      message: null,
    });
  });

  it("gives the API's message when none of its errors is on a field of the form", () => {
    expect(formErrorsFrom(invalid, ['last_name'], 'Not saved.')).toEqual({ fields: {}, message: 'The given data was invalid.' });
    expect(formErrorsFrom(new ApiError(409, { message: 'Already taken.' }), ['name'], 'Not saved.')).toEqual({
      fields: {},
      message: 'Already taken.',
    });
  });

  it('gives the fallback for a failure that is not an API answer, or an answer without a message', () => {
    expect(formErrorsFrom(new TypeError('x is undefined'), ['name'], 'Not saved.')).toEqual({ fields: {}, message: 'Not saved.' });
    expect(formErrorsFrom(new ApiError(500, { message: '' }), ['name'], 'Not saved.')).toEqual({ fields: {}, message: 'Not saved.' });
  });
});
