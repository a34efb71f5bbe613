import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES, hasRole, type ApiKeyScope, type Role } from '@cardbinder/shared';
import { AppError, forbidden, unauthorized } from '@/lib/errors';
import type { CallerLookups, SessionUser } from '@/lib/session-user';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** the API key scope that lets a key call this route (registerEndpoint copies it from the contract) */
    apiScope?: ApiKeyScope;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

const MINUTE = 60_000;

/**
 * An API key stands for its holder only on the routes its scopes name, within its own per-minute limit
 * (counted in the shared counter store, so a cluster's servers count a key once). Unlike a stale session,
 * which just leaves the caller anonymous, a bad key is refused: a script should hear that its key is dead.
 */
async function admitApiKey(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: SessionUser | null,
  lookups: CallerLookups,
) {
  if (!caller?.apiKey) throw unauthorized(API_KEY_MESSAGES.invalidKey);
  const scope = request.routeOptions.config.apiScope;
  if (!scope) throw forbidden(API_KEY_MESSAGES.outOfScope);
  if (!caller.apiKey.scopes.includes(scope)) throw forbidden(API_KEY_MESSAGES.missingScope(scope));
  const limit = caller.apiKey.ratePerMinute;
  const { hits, ttl } = await lookups.countRequest(`api-key:${caller.apiKey.id}`, MINUTE);
  reply.header('x-api-key-limit', limit).header('x-api-key-remaining', Math.max(0, limit - hits));
  if (hits > limit) {
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('retry-after', seconds);
    throw new AppError(429, API_KEY_MESSAGES.rateLimited(seconds));
  }
}

/**
 * Attaches request.user when a valid bearer token is present. A session token never makes it reject by itself;
 * an API key (see admitApiKey) does. The modules' lookups come in from server.ts, so this plugin depends on no
 * module.
 */
export function registerAuth(app: FastifyInstance, lookups: CallerLookups): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) return;
    const keyLookup = lookups.resolveApiKey(token);
    if (keyLookup) {
      const caller = await keyLookup;
      await admitApiKey(request, reply, caller, lookups);
      request.user = caller;
    } else request.user = await lookups.resolveSession(token);
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
