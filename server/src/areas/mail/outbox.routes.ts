import type { RoutesPlugin } from '../../core/area';
import { forbidden, parse } from '../../core/http/errors';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { requireRole } from '../../core/auth/plugin';
import { msg } from '../../core/i18n';
import { findOutboxMails, isDemoCustomer } from './repository';
import { outboxQuery, outboxResponse, type OutboxResponse } from './schemas';

/**
 * /json/mail/outbox: in demo mode, the e-mails the portal sent for the customer, newest first, readable without a
 * mail server by its owners and admins (members get 403). An admin reads it without what would let them act as
 * someone else (repository.ts: no password-reset mail, invitation tokens masked); the owner, who already decides
 * every role of the customer, reads it whole.
 */
export const outboxRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: outboxResponse }) } }, async (request): Promise<OutboxResponse> => {
    const { customerId, role } = requireRole(request, ['owner', 'admin']);
    if (!(await isDemoCustomer(db, customerId))) throw forbidden(msg('mail:demo_only'));
    const query = parse(outboxQuery, request.query);
    const perPage = query.per_page ?? 15;
    const { mails, total } = await findOutboxMails(db, customerId, query.page, perPage, request.locale, { whole: role === 'owner' });
    return { outbox: paginated(mails, total, query.page, perPage, { path: '/json/mail/outbox', query: { per_page: query.per_page } }) };
  });
};
