import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aggregateUpdateContract,
  collectionAnalyticsContract,
  dashboardContract,
  recentActivityContract,
  userAnalyticsContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** The admin dashboard and its fallback calls (admin and up); registered inside the /api/admin scope. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard } = app.ctx.services;
  registerEndpoint(app, dashboardContract, () => dashboard.dashboard(), tags);
  registerEndpoint(app, userAnalyticsContract, () => dashboard.userMetrics(), tags);
  registerEndpoint(app, collectionAnalyticsContract, () => dashboard.collectionMetrics(), tags);
  registerEndpoint(app, recentActivityContract, () => dashboard.recentActivity(), tags);
  registerEndpoint(
    app,
    aggregateUpdateContract,
    ({ user, body }) => dashboard.updateAggregate(user, body.type),
    tags,
  );
};
