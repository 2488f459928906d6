import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, z, type ZodType } from 'zod';
import type { ApiErrorBody } from 'shared-api/contract';
import { DEFAULT_LOCALE, msg, t, translate, translateErrors } from '../i18n';

/**
 * An error with the status and body the client sees; anything else becomes a 500 without details. Its message and
 * each of its field messages are `msg(...)` messages, translated into the request's locale by the error handler
 * (a plain string, not converted yet, is sent as it is).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, msg('errors.unauthenticated'));
export const forbidden = (message: string = msg('errors.forbidden')) => new HttpError(403, message);
export const notFound = (message: string = msg('errors.not_found')) => new HttpError(404, message);
export const csrfMismatch = () => new HttpError(419, msg('errors.csrf_mismatch'));
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** A 422: one list of messages per field; the summary is the first message and how many more there are. */
export function validationError(errors: Record<string, string[]>): HttpError {
  const all = Object.values(errors).flat();
  const first = all[0] ?? msg('validation.invalid');
  const more = all.length - 1;
  return new HttpError(422, more > 0 ? msg('validation.summary', { message: first, count: more }) : first, errors);
}

function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Validates input with a schema; failures answer 422 with one list of messages per field. */
export function parse<S extends ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
}

/** Fastify's own client errors, by code, in the reader's language; another 4xx of Fastify's reads bad_request. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupported_media_type',
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.empty_json',
};

// A check written without a message of its own still answers in the reader's language, naming its field.
z.config({ customError: (issue) => msg('validation.field_invalid', { attribute: issue.path?.join('.') || '_' }) });

/** SQLSTATE class 22 (data exception): a value the database cannot hold, which validation let through. */
const isDataException = (code: unknown) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);

/** The database cannot be reached or is shutting down: the request may succeed a few seconds later. */
const DATABASE_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const isDatabaseUnavailable = (error: { code?: unknown; message?: string }) =>
  DATABASE_UNAVAILABLE.has(String(error.code)) ||
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(error.message ?? '');

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Decorated by registerLocale; a bare instance (a unit test's) answers in the default locale.
    const locale = request.locale ?? DEFAULT_LOCALE;
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { message: translate(error.message, locale) };
      if (error.errors) body.errors = translateErrors(error.errors, locale);
      return reply.status(error.status).send(body);
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: t(locale, FASTIFY_CLIENT_ERRORS[(error as FastifyError).code] ?? 'errors.bad_request') });
    }
    // The last line: what validation missed is still the client's mistake, never a 500.
    const { code } = error as { code?: unknown };
    if (isDataException(code)) {
      request.log.warn({ err: error }, 'data exception reached the database');
      return reply.status(422).send({ message: t(locale, 'errors.invalid_data') });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: t(locale, 'errors.unavailable') });
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ message: t(locale, 'errors.server_error') });
  });
}
