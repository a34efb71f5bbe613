import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { guardScope } from './auth';

/**
 * One scope for every /api/admin route: the role is checked once here (data_admin and up), before any
 * validation; a sub-scope that needs more (ingestion: admin) raises it with a guard of its own, and a
 * route whose contract needs more gets its own check from registerEndpoint. Paths under
 * /api/admin that match no route answer 401/403 before 404, so the back office's shape is not probed.
 */
export function adminScope(register: (admin: FastifyInstance) => Promise<void>): FastifyPluginAsync {
  return async (admin) => {
    guardScope(admin, 'data_admin');
    await register(admin);
    // the same answer as the app's not-found handler (server.ts)
    const unknown = (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(404).send({
        error: 'Not Found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      });
    admin.all('/api/admin', { schema: { hide: true } }, unknown);
    admin.all('/api/admin/*', { schema: { hide: true } }, unknown);
  };
}
