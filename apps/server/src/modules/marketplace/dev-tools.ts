import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ebayClearTestDataContract,
  ebayMockSyncContract,
  ebaySmartSyncContract,
  ebayTestConnectionContract,
} from '@cardbinder/shared';
import { AppError } from '@/lib/errors';
import { registerEndpoint } from '@/plugins/endpoints';
import type { PurchaseLine } from './ebay-purchases';
import { ordersOf, type StandInScenario } from './stand-in/stand-in-orders';

/** A scenario's purchases as order lines of the caller (ids of their own, so they never meet real ones). */
export function mockLines(scenario: StandInScenario): PurchaseLine[] {
  return ordersOf(scenario).flatMap((order) =>
    order.lines.map((line) => ({
      orderId: `MOCK-${order.orderId}`,
      lineItemId: `mock-${scenario}-${line.lineItemId}`,
      title: line.title,
      price: line.price,
      currency: 'USD',
      purchasedAt: order.createdTime,
      seller: order.seller,
    })),
  );
}

const tags = ['marketplace dev tools'];
/** the routes that sync: their own request does not hold the sync's matching back (ForegroundGate) */
const background = { tags, config: { backgroundWork: true } };

/**
 * Spec 2's DEV TOOLS (/api/ebay/test/…), mounted only when the local eBay or EBAY_DEV_TOOLS=true is configured
 * (marketplaceRoutes decides); each acts on the caller's own data only.
 */
export const marketplaceDevToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { marketplaceConnection: connection, marketplaceSync: sync } = app.ctx.services;
  const real = app.ctx.config.ebay.provider === 'ebay';

  registerEndpoint(
    app,
    ebayTestConnectionContract,
    async ({ user }) => {
      try {
        await connection.accessToken(user.userId);
        return { success: true, recommendation: 'eBay accepts your connection: use Sync Now.' };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401)
          return { success: false, recommendation: 'Connect your eBay account first.' };
        if (error instanceof AppError && error.statusCode === 409)
          return { success: false, recommendation: 'Connect your eBay account again.' };
        return { success: false, recommendation: 'eBay is not answering: try again in a few minutes.' };
      }
    },
    tags,
  );
  registerEndpoint(
    app,
    ebayMockSyncContract,
    ({ user, body }) => sync.importLines(user.userId, mockLines(body.scenario)),
    background,
  );
  registerEndpoint(
    app,
    ebaySmartSyncContract,
    async ({ user }) => ({ ...(await sync.syncOrders(user.userId)), useRealSync: real }),
    background,
  );
  registerEndpoint(app, ebayClearTestDataContract, ({ user }) => sync.clearPurchases(user.userId), tags);
};
