import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type ZodType, type z } from 'zod';
import type { ApiErrorBody } from 'shared-api/contract';

/** An error with the status and body the client sees; anything else becomes a 500 without details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.');
export const tooManyRequests = (message: string) => new HttpError(429, message);

export function validationError(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = Object.values(errors).flat().length - 1;
  return new HttpError(422, more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first, errors);
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.status).send(body);
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Server Error' });
  });
}
