import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db';
import { HttpError, notFound, validationError } from '../../core/http/errors';
import { sessionOf } from '../../core/auth/plugin';
import { hashPassword } from '../../core/auth/passwords';
import { routeIds } from '../../core/http/ids';
import { requireWorker, requireWorkerIdentity } from './repository';
import type { WorkerResponse } from 'shared-api/contract';

const REQUIRED_MESSAGE = 'Username and password are required';
const MIN_PASSWORD = 8;
/** argon2 hashes any length, but a bound keeps a huge body from costing hashing time. */
const MAX_PASSWORD = 200;
const MAX_USERNAME = 100;

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** The worker's mobile-app sign-in: a username unique within the customer and a password stored as argon2id. */
export function workerLoginDetailsRoutes(app: FastifyInstance, db: Db): void {
  app.put('/json/workers/:id/login-details', async (request): Promise<WorkerResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    // A password is taken as typed: spaces may be part of it.
    const password = typeof body.password === 'string' ? body.password : '';

    if (!username || !password) {
      const errors: Record<string, string[]> = {};
      if (!username) errors.username = [REQUIRED_MESSAGE];
      if (!password) errors.password = [REQUIRED_MESSAGE];
      throw new HttpError(422, REQUIRED_MESSAGE, errors);
    }
    if (username.length > MAX_USERNAME) {
      throw validationError({ username: [`The username field must not be greater than ${MAX_USERNAME} characters.`] });
    }
    if (/\s/.test(username)) throw validationError({ username: ['The username may not contain spaces.'] });
    if (password.length < MIN_PASSWORD) throw validationError({ password: ['Password must be at least 8 characters long'] });
    if (password.length > MAX_PASSWORD) {
      throw validationError({ password: [`The password field must not be greater than ${MAX_PASSWORD} characters.`] });
    }

    await requireWorkerIdentity(db, customerId, id);
    const taken = await db.query(
      `select 1 from enterprise_customer_workers
        where enterprise_customer_id = $1 and lower(username) = lower($2) and id <> $3`,
      [customerId, username, id],
    );
    if (taken.length > 0) throw validationError({ username: ['This username is already taken.'] });

    const passwordHash = await hashPassword(password);
    try {
      const updated = await db.query(
        `update enterprise_customer_workers set username = $3, password_hash = $4, updated_at = now()
          where id = $1 and enterprise_customer_id = $2 returning id`,
        [id, customerId, username, passwordHash],
      );
      if (updated.length === 0) throw notFound();
    } catch (error) {
      // Two saves racing for one username: the unique index decides, with the same message.
      if (isUniqueViolation(error)) throw validationError({ username: ['This username is already taken.'] });
      throw error;
    }
    return { message: 'Login details updated successfully', worker: await requireWorker(db, customerId, id) };
  });
}
