import type { TestWorkersResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { forbidden, parse } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { addTestWorkers, isDemoCustomer } from './repository/test-workers';
import { testWorkersInput, testWorkersResponse } from './schemas/test-workers';
import { msg, t } from '../../core/i18n';

/** /json/workers/test-workers: demo accounts can fill their roster with made-up workers to try the portal. */
export const testWorkersRoutes: RoutesPlugin = async (app, { db }) => {
  app.post('/', { schema: { response: responses({ 200: testWorkersResponse }) } }, async (request): Promise<TestWorkersResponse> => {
    const { customerId } = sessionOf(request);
    if (!(await isDemoCustomer(db, customerId))) throw forbidden(msg('workers:test_workers.demo_only'));
    const { count } = parse(testWorkersInput, request.body);
    await addTestWorkers(db, customerId, count);
    return { created: count, message: t(request, 'workers:test_workers.created', { count }) };
  });
};
