import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkEditRoutes } from './bulk-edit.routes';
import { dashboardRoutes } from './collection-dashboard.routes';
import { locationRoutes } from './locations.routes';
import { userCardRoutes } from './user-cards.routes';

/** My Collection (spec 2 §2.1, §7): registered under /api. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userCards: cards, seriesBulk, collectionDashboard, bulkEdit } = app.ctx.services;

  await app.register(locationRoutes);
  await app.register(userCardRoutes(cards));
  await app.register(bulkEditRoutes(bulkEdit));

  await app.register(dashboardRoutes(collectionDashboard, cards, seriesBulk));
};
