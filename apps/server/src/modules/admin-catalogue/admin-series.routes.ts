import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminColorsContract,
  adminSeriesColorsContract,
  adminSeriesContract,
  createSeriesContract,
  deleteSeriesContract,
  duplicateSeriesContract,
  updateSeriesContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** The series screen: list, colours, add, edit, delete and create parallel (data_admin and up). */
export const adminSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const series = app.ctx.services.adminSeries;

  registerEndpoint(app, adminSeriesContract, ({ query }) => series.list(query), tags);
  registerEndpoint(app, adminColorsContract, () => series.colors(), tags);
  registerEndpoint(app, adminSeriesColorsContract, () => series.colors(), tags);

  registerEndpoint(
    app,
    createSeriesContract,
    async ({ body }, _request, reply) => reply.status(201).send(await series.create(body)),
    tags,
  );

  registerEndpoint(app, updateSeriesContract, ({ params, body }) => series.update(params.id, body), tags);

  registerEndpoint(app, deleteSeriesContract, ({ params }) => series.remove(params.id), tags);

  registerEndpoint(
    app,
    duplicateSeriesContract,
    async ({ params, body }, _request, reply) =>
      reply.status(201).send(await series.duplicate(params.id, body)),
    tags,
  );
};
