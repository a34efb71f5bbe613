import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockCollectorContract,
  bulkWantsContract,
  collectorTradingContract,
  deleteWantContract,
  listBlocksContract,
  listWantsContract,
  myOffersContract,
  offerDuplicatesContract,
  putWantContract,
  removeWantsContract,
  setOffersContract,
  tradeSettingsContract,
  unblockCollectorContract,
  updateTradeSettingsContract,
  wantedCardsContract,
  wantMissingContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['trading'];

/** /api/trading…: want lists, copies for trade, a collector's trading page, blocks and the matching setting. */
export const tradingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wants, tradeCollectors } = app.ctx.services;

  registerEndpoint(app, listWantsContract, ({ user, query }) => wants.list(user.userId, query), tags);
  registerEndpoint(app, wantedCardsContract, ({ user, query }) => wants.status(user.userId, query), tags);
  registerEndpoint(
    app,
    bulkWantsContract,
    ({ user, body }) => wants.addMany(user.userId, body.card_ids),
    tags,
  );
  registerEndpoint(
    app,
    removeWantsContract,
    ({ user, body }) => wants.removeMany(user.userId, body.card_ids),
    tags,
  );
  registerEndpoint(
    app,
    wantMissingContract,
    ({ user, params }) => wants.wantMissing(user.userId, params.series_id),
    tags,
  );
  registerEndpoint(
    app,
    putWantContract,
    ({ user, params, body }) => wants.put(user.userId, params.card_id, body),
    tags,
  );
  registerEndpoint(
    app,
    deleteWantContract,
    ({ user, params }) => wants.remove(user.userId, params.card_id),
    tags,
  );

  registerEndpoint(app, myOffersContract, ({ user }) => wants.offers(user.userId), tags);
  registerEndpoint(
    app,
    setOffersContract,
    ({ user, body }) => wants.setOffers(user.userId, body.user_card_ids, body.for_trade),
    tags,
  );
  registerEndpoint(app, offerDuplicatesContract, ({ user }) => wants.offerDuplicates(user.userId), tags);

  registerEndpoint(
    app,
    collectorTradingContract,
    ({ user, params }) => tradeCollectors.page(user?.userId ?? null, params.username),
    tags,
  );
  registerEndpoint(app, tradeSettingsContract, ({ user }) => tradeCollectors.settings(user.userId), tags);
  registerEndpoint(
    app,
    updateTradeSettingsContract,
    ({ user, body }) => tradeCollectors.updateSettings(user.userId, body),
    tags,
  );
  registerEndpoint(app, listBlocksContract, ({ user }) => tradeCollectors.blocks(user.userId), tags);
  registerEndpoint(
    app,
    blockCollectorContract,
    ({ user, params }) => tradeCollectors.block(user.userId, params.username),
    tags,
  );
  registerEndpoint(
    app,
    unblockCollectorContract,
    ({ user, params }) => tradeCollectors.unblock(user.userId, params.username),
    tags,
  );
};
