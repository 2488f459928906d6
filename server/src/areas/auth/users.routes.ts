import type { MeResponse, UpdateLocaleResponse, UserCustomersResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { parse } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { forgetSessionsOf } from '../../core/auth/sessions';
import { t } from '../../core/i18n';
import { requireUser, updateUserLocale, userCustomers } from './repository';
import { localeBody, localeResponse, meResponse, userCustomersResponse } from './schemas';

/** /json/users: the signed-in user, the customers they belong to, and the language they read the portal in. */
export const usersRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/me', { schema: { response: responses({ 200: meResponse }) } }, async (request): Promise<MeResponse> => {
    const { userId, customerId } = sessionOf(request);
    return { user: await requireUser(db, userId, customerId) };
  });

  app.get('/me/customers', { schema: { response: responses({ 200: userCustomersResponse }) } }, async (request): Promise<UserCustomersResponse> => {
    const { userId, customerId } = sessionOf(request);
    return { customers: await userCustomers(db, userId, customerId) };
  });

  app.put('/me/locale', { schema: { response: responses({ 200: localeResponse }) } }, async (request): Promise<UpdateLocaleResponse> => {
    const { userId, customerId } = sessionOf(request);
    const { locale } = parse(localeBody, request.body);
    await updateUserLocale(db, userId, locale);
    // The user's sessions carry the locale: read them again on the next request.
    forgetSessionsOf(userId);
    return { user: await requireUser(db, userId, customerId), message: t(locale, 'auth:locale_updated') };
  });
};
