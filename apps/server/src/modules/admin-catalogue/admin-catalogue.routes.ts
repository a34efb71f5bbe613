import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlayersRoutes } from './admin-players.routes';
import { adminCardsRoutes } from './admin-cards.routes';
import { adminSeriesRoutes } from './admin-series.routes';
import { adminSetsRoutes } from './admin-sets.routes';
import { adminTeamsRoutes } from './admin-teams.routes';

/** The back office's catalogue edit calls (players, teams, sets, series, cards); registered inside the /api/admin scope. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminPlayersRoutes);
  await app.register(adminSetsRoutes);
  await app.register(adminTeamsRoutes);
  await app.register(adminSeriesRoutes);
  await app.register(adminCardsRoutes);
};
