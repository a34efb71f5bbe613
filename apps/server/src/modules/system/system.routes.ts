import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  databaseStatsContract,
  healthContracts,
  readinessContract,
  systemStatusContract,
} from '@cardbinder/shared';
import { AppError } from '@/lib/errors';
import { sendKeptJsonBody } from '@/lib/json-text';
import { registerEndpoint } from '@/plugins/endpoints';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { status } = app.ctx.services;
  for (const contract of healthContracts) registerEndpoint(app, contract, () => status.health(), ['system']);

  registerEndpoint(
    app,
    readinessContract,
    async (_input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      const reason = await status.unreadyReason();
      if (reason) throw new AppError(503, reason);
      return { ready: true as const, replica: status.replicaState() };
    },
    ['system'],
  );

  registerEndpoint(
    app,
    systemStatusContract,
    async (_input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return status.read();
    },
    ['system'],
  );

  // the same for everyone and read on every home page: kept while the catalogue does not change
  registerEndpoint(
    app,
    databaseStatsContract,
    async (_input, request, reply) => sendKeptJsonBody(request, reply, await status.databaseStatsBody()),
    ['catalogue'],
  );
};
