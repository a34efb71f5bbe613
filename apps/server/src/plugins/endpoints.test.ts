import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Role } from '@cardbinder/shared';
import { adminScope } from './admin-scope';
import { guardScope } from './auth';
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

describe('registerEndpoint inside a guarded scope', () => {
  const scopedContract = (path: string, access: 'public' | Role) =>
    defineEndpoint({ method: 'GET', path, access, response: z.object({ ok: z.boolean() }) });
  const ownChecks = new Map<string, number>();

  async function scopedApp(register: (admin: FastifyInstance) => Promise<void>) {
    const scoped = Fastify();
    scoped.setValidatorCompiler(validatorCompiler);
    scoped.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(scoped);
    scoped.decorateRequest('user', null);
    scoped.addHook('onRequest', async (request) => {
      const role = request.headers['x-role'];
      if (typeof role === 'string') request.user = { userId: 9, role: role as Role, sessionId: 's' };
    });
    scoped.addHook('onRoute', (route) => {
      const hooks = route.onRequest;
      ownChecks.set(route.url, Array.isArray(hooks) ? hooks.length : hooks ? 1 : 0);
    });
    await scoped.register(adminScope(register));
    await scoped.ready();
    return scoped;
  }

  it('leaves the role to the scope, checks a stronger contract itself, and strips the prefix', async () => {
    const scoped = await scopedApp(async (admin) => {
      registerEndpoint(admin, scopedContract('/api/admin/edit', 'data_admin'), () => ({ ok: true }));
      registerEndpoint(admin, scopedContract('/api/admin/queue', 'admin'), () => ({ ok: true }));
      await admin.register(
        async (ingestion) => {
          guardScope(ingestion, 'admin');
          registerEndpoint(ingestion, scopedContract('/api/admin/ingestion/jobs', 'admin'), () => ({
            ok: true,
          }));
        },
        { prefix: '/api/admin/ingestion' },
      );
    });
    expect(ownChecks.get('/api/admin/edit')).toBe(0);
    expect(ownChecks.get('/api/admin/queue')).toBe(1);
    expect(ownChecks.get('/api/admin/ingestion/jobs')).toBe(0);
    const call = (url: string, role?: Role) =>
      scoped.inject({ method: 'GET', url, headers: role ? { 'x-role': role } : {} });
    expect((await call('/api/admin/edit')).statusCode).toBe(401);
    expect((await call('/api/admin/edit', 'user')).statusCode).toBe(403);
    expect((await call('/api/admin/edit', 'data_admin')).statusCode).toBe(200);
    expect((await call('/api/admin/queue', 'data_admin')).statusCode).toBe(403);
    expect((await call('/api/admin/queue', 'admin')).statusCode).toBe(200);
    expect((await call('/api/admin/ingestion/jobs', 'data_admin')).statusCode).toBe(403);
    expect((await call('/api/admin/ingestion/jobs', 'superadmin')).statusCode).toBe(200);
    await scoped.close();
  });

  it('refuses to register a contract weaker than its scope (the route would refuse callers it documents)', async () => {
    await expect(
      scopedApp(async (admin) => {
        registerEndpoint(admin, scopedContract('/api/admin/open', 'public'), () => ({ ok: true }));
      }),
    ).rejects.toThrow('is public but its scope requires data_admin');
    await expect(
      scopedApp(async (admin) => {
        registerEndpoint(admin, scopedContract('/api/admin/mine', 'user'), () => ({ ok: true }));
      }),
    ).rejects.toThrow('is user but its scope requires data_admin');
  });
});
