import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '@/db/unavailable';
import { AppError } from '@/lib/errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  423: 'Locked',
  429: 'Too Many Requests',
};

/** The answer when the database, not a schema, refused a value: the bad-input suite treats it as a miss. */
export const DATABASE_REFUSED_INPUT = 'The request contains a value the server cannot use';

/** PostgreSQL's code of a failed query, looked up through drizzle's wrapper. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Failures PostgreSQL reports about a value rather than about itself: class 22 (data exception: invalid text
 * representation, out of range, bad encoding, string too long…) and class 54 (program limit: a value too big to
 * index or a query too complex). The shared schemas stop such input first; this keeps a missed case a 400.
 */
function isInputDatabaseError(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && (code.startsWith('22') || code.startsWith('54'));
}

/** The answer while the database cannot be reached (a restart, a failover): worth trying again shortly. */
export const DATABASE_UNAVAILABLE = 'The service is restarting; try again in a moment';
const RETRY_AFTER_SECONDS = '2';

/** Every failure leaves the server as { error, message }; validation errors carry the spec's sentence in both. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ error: message, message });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: error.message, message: error.message });
    }
    if (isInputDatabaseError(error)) {
      request.log.warn({ code: databaseErrorCode(error) }, 'input refused by the database');
      return reply.status(400).send({ error: 'Bad Request', message: DATABASE_REFUSED_INPUT });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', RETRY_AFTER_SECONDS)
        .send({ error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ error: 'Internal Server Error', message: 'Something went wrong' });
    }
    return reply.status(status).send({ error: STATUS_TEXT[status] ?? 'Error', message: error.message });
  });
}
