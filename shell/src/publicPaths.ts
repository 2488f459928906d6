/** The token pages the "public" application owns (no sign-in, no admin chrome); the build copies both lists into dist/preload.json for the server. */
export const PUBLIC_EXACT = ['/wallet', '/password-reset'];
export const PUBLIC_PREFIXES = ['/wallet/', '/shares/crews/', '/credential-requests/', '/user-credential-requests/', '/invites/', '/sign-up/', '/password-reset/'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_EXACT.includes(pathname) || PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
