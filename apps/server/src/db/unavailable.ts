const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own words for a connection that went away: ended mid-query, a pooled client whose connection
 * had failed or was closed (a primary restart leaves such clients in the pool), no connection within the timeout.
 */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * The database went away rather than refused the query: class 08 (connection exception), 57P01-57P03 (admin
 * or crash shutdown, cannot connect now), a socket error, or node-postgres's words for a lost connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || /^57P0[123]$/.test(code) || CONNECTION_CODES.has(code))
    )
      return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** How long a starting server or worker waits for a database it cannot reach (a primary restarting, a failover). */
export const WAIT_FOR_DATABASE_MS = 120_000;
const TRY_AGAIN_EVERY_MS = 1000;

/**
 * Runs `work` (a process's start-up: migrations, seeds), again every second while it fails because the database
 * cannot be reached, for up to `limitMs`. A process that exited instead would be restarted by its supervisor at
 * once, over and over, until systemd gives up on it (five starts in ten seconds) and the site is a server short.
 */
export async function retryingWhileDatabaseUnavailable<T>(
  work: () => Promise<T>,
  warn: (message: string) => void,
  limitMs = WAIT_FOR_DATABASE_MS,
  everyMs = TRY_AGAIN_EVERY_MS,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + everyMs > deadline) throw error;
      warn(`The database cannot be reached (${String(error)}); trying again in ${everyMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
