import { useEffect } from 'react';
import { changeLocale, currentLocale, isLocale, rememberLocale } from 'shared-ui';

/**
 * Signed in, the page speaks the language stored on the user (`/json/users/me`'s `locale`), and this device
 * remembers it for the login page. Until it arrives, or from a server that does not send it, the page keeps the
 * device's language (the one chosen here before, else the browser's).
 */
export function useUserLocale(userLocale: unknown): void {
  useEffect(() => {
    if (!isLocale(userLocale)) return;
    rememberLocale(userLocale);
    if (userLocale !== currentLocale()) void changeLocale(userLocale);
  }, [userLocale]);
}
