import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemStatusContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    connected: z.boolean(),
    mode: z.enum(['embedded', 'postgres']),
    latency_ms: z.number(),
  }),
  uptime_seconds: z.number(),
  version: z.string(),
  timestamp: z.string(),
});

const statsSchema = z.object({ cards: z.number(), players: z.number(), teams: z.number() });

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { status } = app.ctx.services;
  const health = () => status.health();
  const healthRoute = { schema: { tags: ['system'], response: { 200: healthSchema } } };
  app.get('/health', healthRoute, health);
  app.get('/api/health', healthRoute, health);

  registerEndpoint(
    app,
    systemStatusContract,
    async (_input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return status.read();
    },
    ['system'],
  );

  app.get('/api/database-stats', { schema: { tags: ['catalogue'], response: { 200: statsSchema } } }, () =>
    status.databaseStats(),
  );
};
