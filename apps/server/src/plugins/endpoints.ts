import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasRole, type EndpointContract, type EndpointResponse } from '@cardbinder/shared';
import type { SessionUser } from '@/lib/session-user';
import { guardedRole, requireAuth } from './auth';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler receives: the request's parts as the contract's schemas parsed them. */
export interface EndpointRequest<C extends EndpointContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  /** signed in (never null) unless the contract is public */
  user: C['access'] extends 'public' ? SessionUser | null : SessionUser;
}

/**
 * The answer the contract declares, or the reply when the handler sent the answer itself: JSON text made by
 * the database (sendJsonText), a file stream, or an error body of its own.
 */
export type EndpointAnswer<C extends EndpointContract> = EndpointResponse<C> | FastifyReply;

export type EndpointHandler<C extends EndpointContract> = (
  input: EndpointRequest<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointAnswer<C>> | EndpointAnswer<C>;

/** What a route needs besides its contract. */
export interface EndpointOptions {
  tags?: string[];
  /** route config, e.g. { rateLimit } */
  config?: FastifyContextConfig;
  /** a larger JSON body than the server's 1 MB (the import wizard sends a whole checklist) */
  bodyLimit?: number;
}

/** The contract's path relative to the plugin's prefix, so a route registers the same inside a prefixed scope. */
function routeUrl(app: FastifyInstance, path: string): string {
  if (!app.prefix) return path;
  if (!path.startsWith(app.prefix))
    throw new Error(`${path} cannot be registered under the prefix ${app.prefix}`);
  return path.slice(app.prefix.length);
}

/**
 * The route's own access check: none where the scope's guard (guardScope, e.g. the /api/admin scope) already
 * checks the contract's role. A contract weaker than its scope's guard is a registration error: the route
 * would refuse callers its contract (and so the web client and the API documentation) says it accepts.
 */
function accessCheck(app: FastifyInstance, contract: EndpointContract) {
  const guarded = guardedRole(app);
  if (guarded && (contract.access === 'public' || !hasRole(contract.access, guarded)))
    throw new Error(
      `${contract.method} ${contract.path} is ${contract.access} but its scope requires ${guarded}`,
    );
  if (contract.access === 'public' || guarded === contract.access) return [];
  return [requireAuth(contract.access)];
}

/** The contract's description, with the API key scope that opens it. */
function describeAccess(contract: EndpointContract): string {
  const scope = contract.apiScope ? `API key scope: \`${contract.apiScope}\`.` : '';
  return [contract.description, scope].filter(Boolean).join('\n\n');
}

/** A session token or an API key with the contract's scope; a public call may also be made with neither. */
function securityWithKey(contract: EndpointContract) {
  const withKey = [{ bearer: [] }, { apiKey: [contract.apiScope!] }];
  return contract.access === 'public' ? [{}, ...withKey] : withKey;
}

/**
 * Registers a route from its contract (packages/shared): the schemas validate and document it, and access is
 * checked first (onRequest), so a caller without the right session gets 401/403 before any validation.
 */
export function registerEndpoint<C extends EndpointContract>(
  app: FastifyInstance,
  contract: C,
  handler: EndpointHandler<C>,
  options: EndpointOptions | string[] = {},
): void {
  const { tags = [], config, bodyLimit } = Array.isArray(options) ? { tags: options } : options;
  const status = contract.status ?? 200;
  app.route({
    method: contract.method,
    url: routeUrl(app, contract.path),
    ...(config || contract.apiScope ? { config: { ...config, apiScope: contract.apiScope } } : {}),
    ...(bodyLimit ? { bodyLimit } : {}),
    schema: {
      tags,
      ...(contract.hidden ? { hide: true } : {}),
      ...(contract.summary ? { summary: contract.summary } : {}),
      ...(contract.description || contract.apiScope ? { description: describeAccess(contract) } : {}),
      ...(contract.consumes ? { consumes: [...contract.consumes] } : {}),
      ...(contract.produces ? { produces: [...contract.produces] } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.access === 'public' && !contract.apiScope
        ? {}
        : { security: contract.apiScope ? securityWithKey(contract) : [{ bearer: [] }] }),
      // a file answer has no JSON schema: its handler streams it
      ...(contract.produces ? {} : { response: { [status]: contract.response, ...contract.errors } }),
    },
    onRequest: accessCheck(app, contract),
    handler: async (request, reply) => {
      reply.status(status);
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
      } as EndpointRequest<C>;
      return handler(input, request, reply);
    },
  });
}
