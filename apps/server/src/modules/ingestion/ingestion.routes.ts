import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idSchema,
  INGESTION,
  ingestionJobSchema,
  ingestionPreviewResponseSchema,
  startIngestionBodySchema,
  type IngestionPreviewResponse,
} from '@cardbinder/shared';
import { badRequest } from '@/lib/errors';
import { currentUser, requireAuth } from '@/plugins/auth';

const tooLarge = (file: string) => `${file} is larger than ${INGESTION.maxFileBytes / 1024 / 1024} MB`;

/** The admin Data Ingestion screen: preview uploaded workbooks, confirm, follow the job. Admin and superadmin only. */
export const ingestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.ingestion;
  // inside the /api/admin scope (data_admin and up): ingestion needs admin
  app.addHook('onRequest', requireAuth('admin'));
  const tags = ['admin: ingestion'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

  app.post(
    '/preview',
    {
      schema: {
        tags,
        summary: 'Parse uploaded .xlsx workbooks (multipart "files")',
        response: { 200: ingestionPreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Upload the workbooks as multipart/form-data');
      const response: IngestionPreviewResponse = { previews: [], failures: [] };
      for await (const part of request.parts({
        limits: { fileSize: INGESTION.maxFileBytes, files: INGESTION.maxFiles },
      })) {
        if (part.type !== 'file') continue;
        const file = path.basename(part.filename || 'upload');
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          response.failures.push({ file, error: tooLarge(file) });
          continue;
        }
        if (!file.toLowerCase().endsWith(INGESTION.acceptedExtension)) {
          response.failures.push({ file, error: `${file} is not an .xlsx workbook` });
          continue;
        }
        try {
          response.previews.push(await service.preview(file, data));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          response.failures.push({ file, error: message.includes(file) ? message : `${file}: ${message}` });
        }
      }
      if (response.previews.length + response.failures.length === 0)
        throw badRequest('Choose at least one workbook');
      return response;
    },
  );

  app.post(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Ingest previewed workbooks as a background job',
        body: startIngestionBodySchema,
        response: { 202: ingestionJobSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.start(request.body, currentUser(request).userId)),
  );

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Recent ingestion jobs',
        response: { 200: z.object({ jobs: z.array(ingestionJobSchema) }), ...errors },
      },
    },
    async () => ({ jobs: await service.recent() }),
  );

  app.get(
    '/jobs/:jobId',
    {
      schema: {
        tags,
        summary: 'An ingestion job with its progress and report',
        params: z.object({ jobId: idSchema('job') }),
        response: { 200: ingestionJobSchema, ...errors },
      },
    },
    async (request) => service.job(request.params.jobId),
  );
};
