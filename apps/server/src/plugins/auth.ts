import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasRole, type Role } from '@cardbinder/shared';
import { forbidden, unauthorized } from '@/lib/errors';
import type { ResolveSession, SessionUser } from '@/lib/session-user';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * Attaches request.user when a valid bearer token is present; never rejects by itself. The auth module's
 * session lookup comes in from server.ts, so this plugin depends on no module.
 */
export function registerAuth(app: FastifyInstance, resolveSession: ResolveSession): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) request.user = await resolveSession(token);
  });
}

function assertRole(request: FastifyRequest, role: Role): SessionUser {
  if (!request.user) throw unauthorized();
  if (!hasRole(request.user.role, role)) throw forbidden(`This requires the ${role} role`);
  return request.user;
}

/** onRequest hook (runs before body validation, so 401/403 come first): the caller must be signed in (and hold at least `role`). */
export function requireAuth(role: Role = 'user') {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    assertRole(request, role);
  };
}

/** The least role each guarded scope checks in its onRequest hook (see guardScope). */
const guardedScopes = new WeakMap<FastifyInstance, Role>();

/**
 * Checks the role once for every route of this scope and of the scopes inside it (onRequest, before any
 * validation); registerEndpoint then adds no check of its own for a contract the scope already covers.
 */
export function guardScope(scope: FastifyInstance, role: Role = 'user'): void {
  scope.addHook('onRequest', requireAuth(role));
  guardedScopes.set(scope, role);
}

/**
 * The strongest role the hooks of this scope and its parents already check, or null. Fastify makes each
 * plugin's instance from its parent's (Object.create), and the parent's hooks run for it too, so the guards
 * are found along the prototype chain.
 */
export function guardedRole(scope: FastifyInstance): Role | null {
  let strongest: Role | null = null;
  for (let instance = scope; instance; instance = Object.getPrototypeOf(instance) as FastifyInstance) {
    const role = guardedScopes.get(instance);
    if (role && (!strongest || hasRole(role, strongest))) strongest = role;
  }
  return strongest;
}

/** The signed-in user of a route guarded by requireAuth. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
