export interface RegistrationValues {
  first_name: string;
  last_name: string;
  password: string;
  confirm_password: string;
}

export type RegistrationProblem = 'required' | 'mismatch';

/** The spec's checks before sending (part 2 §5): every field filled, then the two passwords equal. */
export function registrationProblem(values: RegistrationValues): RegistrationProblem | null {
  const filled = [values.first_name, values.last_name, values.password, values.confirm_password].every((value) => value.trim() !== '');
  if (!filled) return 'required';
  if (values.password !== values.confirm_password) return 'mismatch';
  return null;
}

/** Where a new account goes once registered: the shell's sign-in page, which says so and fills the e-mail. */
export function completedRegistrationUrl(email: string): string {
  return `/login?${new URLSearchParams({ email, completed_registration: 'true' }).toString()}`;
}
