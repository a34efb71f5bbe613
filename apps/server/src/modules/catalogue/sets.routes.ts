import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  seriesBySetSlugsContract,
  seriesBySlugContract,
  seriesListContract,
  seriesOfSetContract,
  setDetailContract,
  setsListContract,
  setYearsContract,
  trackSetVisitContract,
} from '@cardbinder/shared';
import { sendKeptJsonBody } from '@/lib/json-text';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['catalogue'];

/** Sets and series: the /sets screens. */
export const setsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sets, series } = app.ctx.services;

  registerEndpoint(app, setYearsContract, () => sets.listYears(), tags);

  registerEndpoint(app, setsListContract, ({ query }) => sets.listSets(query), tags);

  registerEndpoint(app, setDetailContract, ({ params }) => sets.setDetail(params.year, params.setSlug), tags);

  registerEndpoint(
    app,
    seriesBySetSlugsContract,
    async ({ params, user }, request, reply) =>
      user
        ? series.seriesBySetSlugs(params, user.userId)
        : sendKeptJsonBody(request, reply, await series.visitorSeriesBySetSlugs(params)),
    tags,
  );

  registerEndpoint(
    app,
    trackSetVisitContract,
    ({ body, user }) => sets.trackSetVisit(body.set_id, user?.userId ?? null),
    tags,
  );

  registerEndpoint(
    app,
    seriesBySlugContract,
    ({ params, user }) => series.seriesBySlug(params.slug, user?.userId ?? null),
    tags,
  );

  registerEndpoint(app, seriesOfSetContract, ({ params }) => series.seriesOfSet(params.setId), tags);

  registerEndpoint(app, seriesListContract, ({ query }) => series.listSeries(query), tags);
};
