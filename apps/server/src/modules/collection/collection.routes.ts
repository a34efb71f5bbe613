import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPhotoUrlSigner } from '@/modules/photos';
import { dashboardRoutes } from './collection-dashboard.routes';
import { locationRoutes } from './locations.routes';
import { createSeriesBulkService } from './series-bulk.service';
import { userCardRoutes } from './user-cards.routes';
import { createUserCardsService } from './user-cards.service';

/** My Collection (spec 2 §2.1, §7): registered under /api. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const cards = createUserCardsService({
    db,
    storage: app.storage,
    photoUrls: createPhotoUrlSigner(config.jwtSecret),
    log: app.log,
  });
  const seriesBulk = createSeriesBulkService(db, cards);

  await app.register(locationRoutes);
  await app.register(userCardRoutes(cards));

  await app.register(dashboardRoutes(db, cards, seriesBulk));
};
