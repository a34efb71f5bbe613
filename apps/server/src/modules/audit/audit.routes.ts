import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

/** The filterable trail (superadmin); registered inside the /api/admin scope. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audit } = app.ctx.services;
  registerEndpoint(
    app,
    auditListContract,
    ({ query }) =>
      audit.list(
        { action: query.action, actorId: query.actor_id, targetType: query.target_type || undefined },
        query.page,
      ),
    ['admin'],
  );
};
