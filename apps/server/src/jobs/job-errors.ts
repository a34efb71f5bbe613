/** How long a stored job error or failure message may be. */
const MAX_JOB_MESSAGE = 300;

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
}

/** PostgreSQL's own error (node-postgres' DatabaseError): a message of its own plus the names it concerns. */
function isDatabaseError(error: unknown): error is Error & DatabaseErrorFields {
  return (
    error instanceof Error &&
    typeof (error as DatabaseErrorFields).code === 'string' &&
    typeof (error as DatabaseErrorFields).severity === 'string'
  );
}

const clip = (text: string) =>
  text.length > MAX_JOB_MESSAGE ? `${text.slice(0, MAX_JOB_MESSAGE - 1)}…` : text;

/**
 * A short message for a job's record and report. Never the failed statement or its parameter values (a
 * failed bulk insert once stored 63 MB of them): a query error is told by PostgreSQL's message and the
 * table, column or constraint it names; anything else by the first line of its message.
 */
export function jobErrorMessage(error: unknown): string {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth += 1) {
    if (isDatabaseError(cause)) {
      const where = [cause.table, cause.column, cause.constraint].filter(
        (name): name is string => typeof name === 'string' && name.length > 0,
      );
      const names = where.length > 0 ? ` (${where.join(', ')})` : '';
      return clip(`The database refused the data: ${cause.message.split('\n')[0]}${names}`);
    }
    if (!cause.cause) break;
    cause = cause.cause;
  }
  if (error instanceof Error && error.message.startsWith('Failed query:')) {
    return 'The database refused the data';
  }
  const message = error instanceof Error ? error.message : String(error);
  return clip(message.split('\n')[0]!.trim() || 'The job failed');
}
