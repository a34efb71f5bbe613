import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idSchema,
  requiredTextSchema,
  seriesDetailResponseSchema,
  seriesListQuerySchema,
  seriesListResponseSchema,
  setDetailResponseSchema,
  setsListQuerySchema,
  setsListResponseSchema,
  setYearsResponseSchema,
  successSchema,
  trackSetVisitSchema,
  yearSchema,
} from '@cardbinder/shared';

const tags = ['catalogue'];
const year = yearSchema;
const slug = requiredTextSchema('Slug', 300);
const notFoundResponse = { 404: errorBodySchema };

/** Sets and series: the /sets screens. */
export const setsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sets, series } = app.ctx.services;

  app.get('/api/sets/years', { schema: { tags, response: { 200: setYearsResponseSchema } } }, () =>
    sets.listYears(),
  );

  app.get(
    '/api/sets-list',
    { schema: { tags, querystring: setsListQuerySchema, response: { 200: setsListResponseSchema } } },
    (request) => sets.listSets(request.query),
  );

  app.get(
    '/api/sets/:year/:setSlug',
    {
      schema: {
        tags,
        params: z.object({ year, setSlug: slug }),
        response: { 200: setDetailResponseSchema, ...notFoundResponse },
      },
    },
    (request) => sets.setDetail(request.params.year, request.params.setSlug),
  );

  app.get(
    '/api/sets/:year/:setSlug/:seriesSlug',
    {
      schema: {
        tags,
        params: z.object({ year, setSlug: slug, seriesSlug: slug }),
        response: { 200: seriesDetailResponseSchema, ...notFoundResponse },
      },
    },
    (request) => series.seriesBySetSlugs(request.params, request.user?.userId ?? null),
  );

  app.post(
    '/api/sets/track-visit',
    { schema: { tags, body: trackSetVisitSchema, response: { 200: successSchema, ...notFoundResponse } } },
    (request) => sets.trackSetVisit(request.body.set_id, request.user?.userId ?? null),
  );

  app.get(
    '/api/series/by-slug/:slug',
    {
      schema: {
        tags,
        params: z.object({ slug }),
        response: { 200: seriesDetailResponseSchema, ...notFoundResponse },
      },
    },
    (request) => series.seriesBySlug(request.params.slug, request.user?.userId ?? null),
  );

  app.get(
    '/api/series-by-set/:setId',
    {
      schema: {
        tags,
        params: z.object({ setId: idSchema('set') }),
        response: { 200: seriesListResponseSchema },
      },
    },
    (request) => series.seriesOfSet(request.params.setId),
  );

  app.get(
    '/api/series-list',
    { schema: { tags, querystring: seriesListQuerySchema, response: { 200: seriesListResponseSchema } } },
    (request) => series.listSeries(request.query),
  );
};
