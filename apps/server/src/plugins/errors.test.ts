import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { DATABASE_REFUSED_INPUT, registerErrorHandler } from './errors';

/** A server whose one route fails the way a query failing with `code` does through drizzle. */
async function failingWith(code: string) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fail', () => {
    const cause = Object.assign(new Error(`database error ${code}`), { code });
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
