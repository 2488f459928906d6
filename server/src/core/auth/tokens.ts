import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A new link token and its SHA-256. Only the hash is stored: the raw token leaves the server once, in the e-mail
 * and in the answer of the call that made it (create, resend); resend issues a new one so the previous link stops
 * working (crew shares, wallet links, credential and update requests).
 */
export function issueLinkToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: sha256(token) };
}

export const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
