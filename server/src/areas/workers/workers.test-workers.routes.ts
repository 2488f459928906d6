import type { TestWorkersResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { forbidden, parse } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { addTestWorkers, isDemoCustomer } from './repository/test-workers';
import { testWorkersInput, testWorkersResponse } from './schemas/test-workers';

/** /json/workers/test-workers: demo accounts can fill their roster with made-up workers to try the portal. */
export const testWorkersRoutes: RoutesPlugin = async (app, { db }) => {
  app.post('/', { schema: { response: responses({ 200: testWorkersResponse }) } }, async (request): Promise<TestWorkersResponse> => {
    const { customerId } = sessionOf(request);
    if (!(await isDemoCustomer(db, customerId))) throw forbidden('Test workers can only be added in demo mode.');
    const { count } = parse(testWorkersInput, request.body);
    await addTestWorkers(db, customerId, count);
    return { created: count, message: `Created ${count} test worker${count === 1 ? '' : 's'}` };
  });
};
