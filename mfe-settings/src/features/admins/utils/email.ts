/** The spec's rule (part 1 §5): the e-mail is checked with the server only once it has both an @ and a dot. */
export function isCheckableEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.includes('@') && trimmed.includes('.');
}

/** The spec's pause after the last key before the check runs (part 1 §9). */
export const EMAIL_CHECK_DELAY_MS = 500;
