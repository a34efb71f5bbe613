import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_MESSAGES,
  generateSpreadsheetContract,
  spreadsheetDownloadContract,
  spreadsheetQueueContract,
  spreadsheetStatusContract,
} from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['catalogue'];

/** Master-set spreadsheets: public status and download, the admin queue and a regenerate call. */
export const spreadsheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sets, spreadsheets } = app.ctx.services;

  registerEndpoint(
    app,
    spreadsheetStatusContract,
    async ({ params }) => {
      const status = await sets.spreadsheetStatus(params.setId);
      if (!status) throw notFound(CATALOGUE_MESSAGES.spreadsheetUnavailable);
      return status;
    },
    tags,
  );

  registerEndpoint(
    app,
    spreadsheetDownloadContract,
    async ({ params }, _request, reply) => {
      const file = await spreadsheets.download(params.setId);
      if (!file) throw notFound(CATALOGUE_MESSAGES.spreadsheetUnavailable);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-cache')
        .send(file.stream);
    },
    tags,
  );

  registerEndpoint(app, spreadsheetQueueContract, () => spreadsheets.queue(), tags);

  registerEndpoint(
    app,
    generateSpreadsheetContract,
    async ({ params, user }, _request, reply) => {
      const job = await spreadsheets.regenerate(params.setId, user.userId);
      return reply.status(202).send({
        success: true,
        message: 'Spreadsheet generation queued',
        queue_id: job.job_id,
        status: job.status,
      });
    },
    tags,
  );
};
