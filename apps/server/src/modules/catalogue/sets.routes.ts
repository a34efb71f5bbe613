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
import { registerEndpoint } from '@/plugins/endpoints';
import { listSeries, seriesBySetSlugs, seriesBySlug, seriesOfSet } from './series.service';
import { listSets, listYears, setDetail, trackSetVisit } from './sets.service';

const tags = ['catalogue'];

/** Sets and series: the /sets screens. */
export const setsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoint(app, setYearsContract, () => listYears(db), tags);

  registerEndpoint(app, setsListContract, ({ query }) => listSets(db, query), tags);

  registerEndpoint(app, setDetailContract, ({ params }) => setDetail(db, params.year, params.setSlug), tags);

  registerEndpoint(
    app,
    seriesBySetSlugsContract,
    ({ params, user }) => seriesBySetSlugs(db, params, user?.userId ?? null),
    tags,
  );

  registerEndpoint(
    app,
    trackSetVisitContract,
    ({ body, user }) => trackSetVisit(db, body.set_id, user?.userId ?? null),
    tags,
  );

  registerEndpoint(
    app,
    seriesBySlugContract,
    ({ params, user }) => seriesBySlug(db, params.slug, user?.userId ?? null),
    tags,
  );

  registerEndpoint(app, seriesOfSetContract, ({ params }) => seriesOfSet(db, params.setId), tags);

  registerEndpoint(app, seriesListContract, ({ query }) => listSeries(db, query), tags);
};
