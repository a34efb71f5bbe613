import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardsRoutes } from './cards.routes';
import { playersRoutes } from './players.routes';
import { setsRoutes } from './sets.routes';
import { teamsRoutes } from './teams.routes';

/** The public catalogue (spec 1 §7, spec 2 card pages). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(playersRoutes);
  await app.register(teamsRoutes);
  await app.register(setsRoutes);
  await app.register(cardsRoutes);
};
