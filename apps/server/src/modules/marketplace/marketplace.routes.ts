import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ebayAcceptSuggestionContract,
  ebayCompleteContract,
  ebayDismissSuggestionContract,
  ebaySuggestionsContract,
  ebayDisconnectContract,
  ebayInitiateContract,
  ebayRefreshContract,
  ebayProcessExistingContract,
  ebayPurchasesContract,
  ebayStatusContract,
  ebaySyncContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';
import { marketplaceDevToolsRoutes } from './dev-tools';

const tags = ['marketplace'];

/** /api/ebay/auth… (spec 2 §7 Marketplace), each acting on the caller's own connection only. */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    marketplaceConnection: connection,
    marketplaceSync: sync,
    marketplaceSuggestions: suggestions,
  } = app.ctx.services;
  registerEndpoint(app, ebayStatusContract, ({ user }) => connection.status(user.userId), tags);
  registerEndpoint(app, ebayInitiateContract, ({ user }) => connection.initiate(user.userId), tags);
  registerEndpoint(
    app,
    ebayCompleteContract,
    ({ user, body }) => connection.complete(user.userId, body.code, body.state),
    tags,
  );
  registerEndpoint(app, ebayRefreshContract, ({ user }) => connection.refresh(user.userId), tags);
  registerEndpoint(app, ebayDisconnectContract, ({ user }) => connection.disconnect(user.userId), tags);
  // a sync's matching yields to other requests (ForegroundGate); its own request must not hold it back
  const background = { tags, config: { backgroundWork: true } };
  registerEndpoint(app, ebaySyncContract, ({ user }) => sync.syncOrders(user.userId), background);
  registerEndpoint(
    app,
    ebayProcessExistingContract,
    ({ user }) => sync.processExisting(user.userId),
    background,
  );
  registerEndpoint(
    app,
    ebayPurchasesContract,
    ({ user, query }) => sync.purchases(user.userId, query.limit),
    tags,
  );
  registerEndpoint(app, ebaySuggestionsContract, ({ user }) => suggestions.list(user.userId), tags);
  registerEndpoint(
    app,
    ebayAcceptSuggestionContract,
    ({ user, params, body }) => suggestions.accept(user.userId, params.id, body.card_id),
    tags,
  );
  registerEndpoint(
    app,
    ebayDismissSuggestionContract,
    ({ user, params }) => suggestions.dismiss(user.userId, params.id),
    tags,
  );
  // DEV TOOLS exist only with the local eBay or an explicit flag: a production configuration has no such routes
  if (app.ctx.config.ebay.devTools) await app.register(marketplaceDevToolsRoutes);
};
