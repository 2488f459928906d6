import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

/** A hash of no one's password, made once: what an account without a password (or no account) is verified against. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` is the one `passwordHash` was made from. Without a hash (an unknown e-mail, or an account
 * that has no password yet) the password is verified against a fixed hash all the same and false is answered:
 * every wrong sign-in costs the same hashing time, so the response time tells no one which accounts exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password');
  try {
    const matches = await verify(passwordHash ?? (await dummyHash), password);
    return matches && passwordHash !== null;
  } catch {
    return false;
  }
}
