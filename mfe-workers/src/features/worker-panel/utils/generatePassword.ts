/** Spec part 1 §5 and §9: 12 characters from upper and lower case letters, digits and !@#$%&*()-_. */
export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%&*()-_';
export const GENERATED_PASSWORD_LENGTH = 12;

// Bytes at or above the largest multiple of the alphabet's size are dropped, so every character is
// equally likely (a plain `byte % 73` would favour the first 256 % 73 characters).
const UNBIASED_LIMIT = 256 - (256 % PASSWORD_ALPHABET.length);

/** A random password drawn from the browser's cryptographic source. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  let password = '';
  const bytes = new Uint8Array(length * 2);
  while (password.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
      if (password.length === length) break;
    }
  }
  return password;
}
