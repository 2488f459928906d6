/** Where to go after signing in: only a same-origin relative path, never another site or /login again. */
export function safeNextPath(next: string | null, origin = window.location.origin): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || url.pathname === '/login') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
