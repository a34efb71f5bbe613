import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Role } from '@cardbinder/shared';
import { registerEndpoint } from './endpoints';
import { registerErrorHandler } from './errors';

const renameContract = defineEndpoint({
  method: 'PUT',
  path: '/api/things/:thing_id',
  access: 'data_admin',
  params: z.object({ thing_id: z.coerce.number().int().positive() }),
  body: z.object({ name: z.string().min(1, 'Name is required') }),
  response: z.object({ id: z.number(), name: z.string(), by: z.number() }),
});
const createContract = defineEndpoint({
  method: 'POST',
  path: '/api/things',
  access: 'public',
  status: 201,
  body: z.object({ name: z.string() }),
  response: z.object({ name: z.string(), signedIn: z.boolean() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // stands in for the session plugin: x-role names the caller's role
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    if (typeof role === 'string') request.user = { userId: 9, role: role as Role, sessionId: 's' };
  });
  registerEndpoint(app, renameContract, ({ params, body, user }) => ({
    id: params.thing_id,
    name: body.name,
    by: user.userId,
  }));
  registerEndpoint(app, createContract, ({ body, user }) => ({ name: body.name, signedIn: user !== null }));
  await app.ready();
});
afterAll(() => app.close());

const rename = (headers: Record<string, string>, url = '/api/things/4', payload: object = { name: 'x' }) =>
  app.inject({ method: 'PUT', url, headers, payload });

describe('registerEndpoint', () => {
  it('checks access before validating: 401 signed out and 403 below the role, even for a bad body', async () => {
    expect((await rename({}, '/api/things/abc', { name: '' })).statusCode).toBe(401);
    expect((await rename({ 'x-role': 'user' }, '/api/things/abc', {})).statusCode).toBe(403);
  });

  it('validates params and body with the contract, then hands them parsed to the handler', async () => {
    const bad = await rename({ 'x-role': 'admin' }, '/api/things/4', { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Name is required', message: 'Name is required' });
    const ok = await rename({ 'x-role': 'data_admin' }, '/api/things/4', { name: 'Gold' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 4, name: 'Gold', by: 9 });
  });

  it('answers a public endpoint to anyone with its declared status', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'a' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: 'a', signedIn: false });
  });
});
