import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createApiKeyContract, listApiKeysContract, revokeApiKeyContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['api keys'];

/** /api/api-keys: the caller's own keys (a session only: no key can make or revoke keys). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiKeys } = app.ctx.services;
  registerEndpoint(
    app,
    listApiKeysContract,
    async ({ user }) => ({ keys: await apiKeys.list(user.userId) }),
    tags,
  );
  registerEndpoint(app, createApiKeyContract, ({ user, body }) => apiKeys.create(user.userId, body), tags);
  registerEndpoint(
    app,
    revokeApiKeyContract,
    async ({ user, params }) => ({ key: await apiKeys.revoke(user.userId, params.id) }),
    tags,
  );
};
