import { isPublicPath } from '../publicPaths';

describe('isPublicPath', () => {
  it.each(['/wallet', '/shares/crews/abc', '/credential-requests/t0k', '/user-credential-requests/t0k', '/invites/t0k', '/invites/accept', '/sign-up/k3Jd9sQ2xV', '/password-reset', '/password-reset/k3Jd9sQ2xV'])(
    '%s belongs to the public application',
    (path) => expect(isPublicPath(path)).toBe(true),
  );

  it.each(['/', '/login', '/workers', '/wallets', '/shares/other', '/crews/7', '/sign-up', '/password-resets'])('%s belongs to the portal', (path) =>
    expect(isPublicPath(path)).toBe(false),
  );
});
