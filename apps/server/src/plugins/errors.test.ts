import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DATABASE_REFUSED_INPUT, DATABASE_UNAVAILABLE, registerErrorHandler } from './errors';

/** A server whose one route fails the way a query failing with `code` does through drizzle. */
async function failingWith(code: string | undefined, message = `database error ${code}`) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fail', () => {
    const cause = Object.assign(new Error(message), { code });
    throw new DrizzleQueryError('select $1::int', ['2147483648'], cause);
  });
  await app.ready();
  return app;
}

describe('database errors caused by input', () => {
  it.each([
    ['22P02', 'invalid text representation'],
    ['22003', 'numeric value out of range'],
    ['22021', 'character not in repertoire (NUL)'],
    ['22001', 'string data right truncation'],
    ['54000', 'program limit exceeded'],
  ])('answer %s (%s) with 400 and the error body, never the SQL', async (code) => {
    const app = await failingWith(code);
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: DATABASE_REFUSED_INPUT });
    expect(response.body).not.toContain('select');
    await app.close();
  });

  it('leave other database failures a 500 without details', async () => {
    const app = await failingWith('XX000');
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error', message: 'Something went wrong' });
    await app.close();
  });
});

describe('a database that cannot be reached', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['ECONNREFUSED', 'connect ECONNREFUSED'],
  ])('answers %s (%s) with 503, Retry-After and a sentence to try again', async (code) => {
    const app = await failingWith(code);
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({ error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
    await app.close();
  });

  it.each([
    'Connection terminated unexpectedly',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'timeout exceeded when trying to connect',
  ])('answers 503 to node-postgres losing its connection: %s', async (message) => {
    const app = await failingWith(undefined, message);
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
    await app.close();
  });

  it('answers 503 when a real pool finds nothing listening', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, user: 'postgres', connectionTimeoutMillis: 2000 });
    const db = drizzle(pool);
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/fail', async () => db.execute(sql`select 1`));
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(503);
    await app.close();
    await pool.end();
  });
});
