import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlayersRoutes } from './admin-players.routes';
import { adminSetsRoutes } from './admin-sets.routes';
import { adminTeamsRoutes } from './admin-teams.routes';
import { cardsRoutes } from './cards.routes';
import { playersRoutes } from './players.routes';
import { setsRoutes } from './sets.routes';
import { spreadsheetsRoutes } from './spreadsheets.routes';
import { teamsRoutes } from './teams.routes';

/** The public catalogue (spec 1 §7, spec 2 card pages) and its admin edit calls (player and set edit). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(playersRoutes);
  await app.register(teamsRoutes);
  await app.register(setsRoutes);
  await app.register(cardsRoutes);
  await app.register(spreadsheetsRoutes);
  await app.register(adminPlayersRoutes);
  await app.register(adminSetsRoutes);
  await app.register(adminTeamsRoutes);
};
