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
import { findSetById } from './sets.queries';
import { spreadsheetStatus } from './sets.service';
import {
  createSpreadsheetFiles,
  enqueueSetSpreadsheet,
  spreadsheetDownload,
  spreadsheetQueue,
} from './spreadsheets.service';

const tags = ['catalogue'];

/** Master-set spreadsheets: public status and download, the admin queue and a regenerate call. */
export const spreadsheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const files = createSpreadsheetFiles(app.ctx.config.dataDir);

  registerEndpoint(
    app,
    spreadsheetStatusContract,
    async ({ params }) => {
      const status = await spreadsheetStatus(db, params.setId);
      if (!status) throw notFound(CATALOGUE_MESSAGES.spreadsheetUnavailable);
      return status;
    },
    tags,
  );

  registerEndpoint(
    app,
    spreadsheetDownloadContract,
    async ({ params }, _request, reply) => {
      const file = await spreadsheetDownload(db, files, params.setId);
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

  registerEndpoint(app, spreadsheetQueueContract, () => spreadsheetQueue(db), tags);

  registerEndpoint(
    app,
    generateSpreadsheetContract,
    async ({ params, user }, _request, reply) => {
      if (!(await findSetById(db, params.setId))) throw notFound(CATALOGUE_MESSAGES.setNotFound);
      const job = await enqueueSetSpreadsheet(db, params.setId, user.userId);
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
