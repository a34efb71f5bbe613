import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_MESSAGES,
  errorBodySchema,
  idSchema,
  spreadsheetEnqueueResponseSchema,
  spreadsheetQueueSchema,
  spreadsheetStatusSchema,
} from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { currentUser, requireAuth } from '@/plugins/auth';

const tags = ['catalogue'];
const setParams = z.object({ setId: idSchema('set') });
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Master-set spreadsheets: public status and download, the admin queue and a regenerate call. */
export const spreadsheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sets, spreadsheets } = app.ctx.services;

  app.get(
    '/api/spreadsheet-generation/status/:setId',
    { schema: { tags, params: setParams, response: { 200: spreadsheetStatusSchema, 404: errorBodySchema } } },
    async (request) => {
      const status = await sets.spreadsheetStatus(request.params.setId);
      if (!status) throw notFound(CATALOGUE_MESSAGES.spreadsheetUnavailable);
      return status;
    },
  );

  app.get(
    '/api/spreadsheet-generation/download/:setId',
    { schema: { tags, params: setParams } },
    async (request, reply) => {
      const file = await spreadsheets.download(request.params.setId);
      if (!file) throw notFound(CATALOGUE_MESSAGES.spreadsheetUnavailable);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-cache')
        .send(file.stream);
    },
  );

  app.get(
    '/api/spreadsheet-generation/queue',
    {
      onRequest: requireAuth('admin'),
      schema: { tags, response: { 200: spreadsheetQueueSchema, ...errors } },
    },
    () => spreadsheets.queue(),
  );

  app.post(
    '/api/spreadsheet-generation/generate/:setId',
    {
      onRequest: requireAuth('data_admin'),
      schema: { tags, params: setParams, response: { 202: spreadsheetEnqueueResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const job = await spreadsheets.regenerate(request.params.setId, currentUser(request).userId);
      return reply.status(202).send({
        success: true,
        message: 'Spreadsheet generation queued',
        queue_id: job.job_id,
        status: job.status,
      });
    },
  );
};
