import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db';
import { requireFeature } from '../../core/auth/plugin';
import type { Session } from '../../core/auth/sessions';

/** The Credentials page and its calls need the customer's `credentials` feature (403 with the spec's text otherwise). */
export const requireCredentialsFeature = (db: Db, request: FastifyRequest): Promise<Session> => requireFeature(db, request, 'credentials');
