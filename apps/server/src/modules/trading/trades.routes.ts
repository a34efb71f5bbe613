import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counterTradeContract,
  listTradesContract,
  postTradeMessageContract,
  proposeTradeContract,
  tradeDetailContract,
  tradeFeedbackContract,
  tradeMatchesContract,
  tradeMessagesContract,
  tradePartnerContract,
  tradeStepContracts,
} from '@cardbinder/shared';
import { clientKey } from '@/lib/client-address';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['trades'];

/** /api/trades…: matches, proposals and their steps, the conversation and feedback. */
export const tradesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trades, tradeMatches, tradeCollectors, tradeMessages } = app.ctx.services;
  // per collector and counted across servers (the shared limit store), like comments
  const perUser = (name: string, max: number, timeWindow: string) => ({
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `${name}:${request.user.userId}` : clientKey(request.ip),
    },
  });
  const proposalLimit = perUser('trade-proposal', app.ctx.config.tradeProposalRateLimit, '1 hour');
  const messageLimit = perUser('trade-message', app.ctx.config.commentRateLimit, '1 minute');

  registerEndpoint(
    app,
    tradeMatchesContract,
    ({ user, query }) => tradeMatches.matches(user.userId, query),
    tags,
  );
  registerEndpoint(
    app,
    tradePartnerContract,
    ({ user, params }) => tradeCollectors.partner(user.userId, params.username),
    tags,
  );
  registerEndpoint(app, listTradesContract, ({ user, query }) => trades.list(user.userId, query.scope), tags);
  registerEndpoint(
    app,
    proposeTradeContract,
    async ({ user, body }, _request, reply) =>
      reply.status(201).send(await trades.propose(user.userId, body)),
    { tags, config: proposalLimit },
  );
  registerEndpoint(
    app,
    tradeDetailContract,
    ({ user, params }) => trades.detail(params.trade_id, user.userId),
    tags,
  );
  registerEndpoint(
    app,
    counterTradeContract,
    ({ user, params, body }) => trades.counter(params.trade_id, user.userId, body),
    { tags, config: proposalLimit },
  );
  for (const [name, contract] of Object.entries(tradeStepContracts) as [
    keyof typeof tradeStepContracts,
    (typeof tradeStepContracts)[keyof typeof tradeStepContracts],
  ][]) {
    registerEndpoint(app, contract, ({ user, params }) => trades[name](params.trade_id, user.userId), tags);
  }
  registerEndpoint(
    app,
    tradeMessagesContract,
    ({ user, params, query }) => tradeMessages.list(params.trade_id, user.userId, query),
    tags,
  );
  registerEndpoint(
    app,
    postTradeMessageContract,
    async ({ user, params, body }, _request, reply) =>
      reply.status(201).send(await tradeMessages.post(params.trade_id, user.userId, body.text)),
    { tags, config: messageLimit },
  );
  registerEndpoint(
    app,
    tradeFeedbackContract,
    async ({ user, params, body }, _request, reply) =>
      reply.status(201).send(await trades.feedback(params.trade_id, user.userId, body)),
    tags,
  );
};
