import { MIN_PASSWORD_LENGTH, type ReferralSignUpInput } from 'shared-api';
import { message, type Message } from '../../../i18n';

export type SignUpField = keyof ReferralSignUpInput;
export type SignUpValues = Record<SignUpField, string>;
export type SignUpErrors = Partial<Record<SignUpField, Message>>;

export const SIGN_UP_FIELDS: readonly SignUpField[] = ['company_name', 'first_name', 'last_name', 'email', 'password', 'confirm_password'];

export const emptySignUp = (): SignUpValues => ({
  company_name: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
});

// Something, an @, something, a dot, something: the server has the last word on the address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What can be told before asking the server (the same rules and words as the server's 422). */
export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  for (const field of SIGN_UP_FIELDS) {
    if (field === 'confirm_password') continue;
    if (!values[field].trim()) errors[field] = message(`referralSignUp.required.${field}`);
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = message('referralSignUp.emailInvalid');
  if (!errors.password && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = message('referralSignUp.passwordShort', { count: MIN_PASSWORD_LENGTH });
  }
  if (!errors.password && values.confirm_password !== values.password) errors.confirm_password = message('referralSignUp.passwordMismatch');
  return errors;
}

/** Names and the e-mail trimmed; passwords exactly as typed. */
export function signUpInput(values: SignUpValues): ReferralSignUpInput {
  return {
    company_name: values.company_name.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
    confirm_password: values.confirm_password,
  };
}
