import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointContract, EndpointResponse } from '@cardbinder/shared';
import type { SessionUser } from '@/modules/auth';
import { requireAuth } from './auth';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler receives: the request's parts as the contract's schemas parsed them. */
export interface EndpointRequest<C extends EndpointContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  /** signed in (never null) unless the contract is public */
  user: C['access'] extends 'public' ? SessionUser | null : SessionUser;
}

export type EndpointHandler<C extends EndpointContract> = (
  input: EndpointRequest<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointResponse<C>> | EndpointResponse<C>;

/**
 * Registers a route from its contract (packages/shared): the schemas validate and document it, and access is
 * checked first (onRequest), so a caller without the right session gets 401/403 before any validation.
 */
export function registerEndpoint<C extends EndpointContract>(
  app: FastifyInstance,
  contract: C,
  handler: EndpointHandler<C>,
  tags: string[] = [],
): void {
  const status = contract.status ?? 200;
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      tags,
      ...(contract.summary ? { summary: contract.summary } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      response: { [status]: contract.response },
    },
    onRequest: contract.access === 'public' ? [] : [requireAuth(contract.access)],
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
