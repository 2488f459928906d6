import type { WorkerResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { hashPassword } from '../../core/auth/passwords';
import { PERSONAL_PASSWORD, containsPersonalDetails } from '../../core/auth/password-rule';
import { requireWorker, requireWorkerIdentity } from './repository/workers';
import { saveLoginDetails, usernameTaken } from './repository/login-details';
import { readLoginDetails } from './schemas/login-details';
import { workerResponse } from './schemas/workers';
import { msg, t } from '../../core/i18n';

const usernameTakenError = () => validationError({ username: [msg('workers:login_details.username_taken')] });

/** /json/workers/:id/login-details: the worker's mobile-app sign-in, a username unique within the customer and an argon2id password. */
export const workerLoginDetailsRoutes: RoutesPlugin = async (app, { db }) => {
  app.put('/', { schema: { response: responses({ 200: workerResponse }) } }, async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const { username, password } = readLoginDetails(request.body);
    const worker = await requireWorkerIdentity(db, customerId, id);
    if (containsPersonalDetails(password, { names: [worker.first_name, worker.last_name, username] })) throw validationError({ password: [PERSONAL_PASSWORD] });
    if (await usernameTaken(db, customerId, id, username)) throw usernameTakenError();
    if ((await saveLoginDetails(db, customerId, id, username, await hashPassword(password))) === 'username-taken') throw usernameTakenError();
    return { message: t(request, 'workers:login_details.updated'), worker: await requireWorker(db, customerId, id, request.locale) };
  });
};
