import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardValuesContract,
  collectionBreakdownContract,
  collectionEntryValuesContract,
  costToFinishContract,
  profileValueHistoryContract,
  setsInProgressContract,
  updateValueSettingsContract,
  valueHistoryContract,
  valueSettingsContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['values'];

/** Card values (public aggregates), the caller's contribution setting and the values of their entries. */
export const valuesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { values, finish, valueHistory, breakdown } = app.ctx.services;
  registerEndpoint(app, cardValuesContract, ({ params }) => values.cardValues(params.card_id), tags);
  registerEndpoint(app, valueSettingsContract, ({ user }) => values.settings(user.userId), tags);
  registerEndpoint(
    app,
    updateValueSettingsContract,
    ({ user, body }) => values.updateSettings(user.userId, body.contribute),
    tags,
  );
  registerEndpoint(app, collectionEntryValuesContract, ({ user }) => values.entryValues(user.userId), tags);
  registerEndpoint(
    app,
    costToFinishContract,
    ({ user, query }) => finish.costToFinish(user.userId, query),
    tags,
  );
  registerEndpoint(app, collectionBreakdownContract, ({ user }) => breakdown.breakdown(user.userId), tags);
  registerEndpoint(app, setsInProgressContract, ({ user }) => finish.setsInProgress(user.userId), tags);
  registerEndpoint(
    app,
    valueHistoryContract,
    ({ user, query }) => valueHistory.own(user.userId, query.range),
    tags,
  );
  registerEndpoint(
    app,
    profileValueHistoryContract,
    ({ user, params, query }) => valueHistory.ofProfile(params.username, user?.userId ?? null, query.range),
    tags,
  );
};
