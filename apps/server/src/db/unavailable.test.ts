import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, retryingWhileDatabaseUnavailable } from './unavailable';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });

describe('a start-up while the database cannot be reached', () => {
  it('tries again while the database is away, and goes on once it answers', async () => {
    const warnings: string[] = [];
    let attempts = 0;
    const result = await retryingWhileDatabaseUnavailable(
      async () => {
        attempts += 1;
        if (attempts < 3) throw refused();
        return 'migrated';
      },
      (message) => warnings.push(message),
      5000,
      10,
    );
    expect(result).toBe('migrated');
    expect(attempts).toBe(3);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^The database cannot be reached \(Error: connect ECONNREFUSED.*trying again/,
    );
  });

  it('fails at once on any other error', async () => {
    let attempts = 0;
    const failing = retryingWhileDatabaseUnavailable(
      async () => {
        attempts += 1;
        throw Object.assign(new Error('relation "users" does not exist'), { code: '42P01' });
      },
      () => undefined,
      5000,
      10,
    );
    await expect(failing).rejects.toThrow('relation "users" does not exist');
    expect(attempts).toBe(1);
  });

  it('gives up after its time limit with the last error', async () => {
    let attempts = 0;
    const started = Date.now();
    const failing = retryingWhileDatabaseUnavailable(
      async () => {
        attempts += 1;
        throw refused();
      },
      () => undefined,
      200,
      20,
    );
    await expect(failing).rejects.toThrow('ECONNREFUSED');
    expect(attempts).toBeGreaterThan(3);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('knows a real pool that finds nothing listening for an unavailable database', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, database: 'none', connectionTimeoutMillis: 2000 });
    const error = await pool.query('select 1').catch((caught: unknown) => caught);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selec"'))).toBe(false);
  });
});
