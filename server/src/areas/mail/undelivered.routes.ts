import type { ResendMailResponse, UndeliveredMailResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { requireRole } from '../../core/auth/plugin';
import { HttpError, notFound, parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { msg, t } from '../../core/i18n';
import { findUndeliveredMails, resendUndeliveredMail } from './repository';
import { resendMailResponse, undeliveredMailResponse, undeliveredQuery } from './schemas';

const PER_PAGE = 20;

/**
 * /json/mail/undelivered: the customer's e-mail that could not be delivered in its retry window, for the Settings
 * page's undelivered-mail view, and sending one again, for owners and admins (members get 403). Any customer's mail
 * but the caller's answers 404.
 */
export const undeliveredMailRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: undeliveredMailResponse }) } }, async (request): Promise<UndeliveredMailResponse> => {
    const { customerId } = requireRole(request, ['owner', 'admin']);
    const query = parse(undeliveredQuery, request.query);
    const perPage = query.per_page ?? PER_PAGE;
    const { mails, total } = await findUndeliveredMails(db, customerId, query.page, perPage);
    return {
      undelivered_mail: paginated(mails, total, query.page, perPage, { path: '/json/mail/undelivered', query: { per_page: query.per_page } }),
    };
  });

  app.post('/:id/resend', { schema: { response: responses({ 200: resendMailResponse }) } }, async (request): Promise<ResendMailResponse> => {
    const { customerId } = requireRole(request, ['owner', 'admin']);
    const { id } = routeIds(request.params, 'id');
    const resent = await resendUndeliveredMail(db, customerId, id);
    if (resent === 'missing') throw notFound();
    if (resent === 'not_undelivered') throw new HttpError(409, msg('mail:not_undelivered'));
    return { message: t(request, 'mail:resent', { to: resent.to_address }) };
  });
};
