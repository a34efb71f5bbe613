import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INGESTION,
  ingestionJobContract,
  ingestionJobsContract,
  previewIngestionContract,
  startIngestionContract,
  type IngestionPreviewResponse,
} from '@cardbinder/shared';
import { badRequest } from '@/lib/errors';
import { guardScope } from '@/plugins/auth';
import { registerEndpoint } from '@/plugins/endpoints';

const tooLarge = (file: string) => `${file} is larger than ${INGESTION.maxFileBytes / 1024 / 1024} MB`;

/** The admin Data Ingestion screen: preview uploaded workbooks, confirm, follow the job. Admin and superadmin only. */
export const ingestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.ingestion;
  // inside the /api/admin scope (data_admin and up): ingestion needs admin
  guardScope(app, 'admin');
  const tags = ['admin: ingestion'];

  registerEndpoint(
    app,
    previewIngestionContract,
    async (_input, request) => {
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
    tags,
  );

  registerEndpoint(
    app,
    startIngestionContract,
    async ({ body, user }, _request, reply) => reply.status(202).send(await service.start(body, user.userId)),
    tags,
  );

  registerEndpoint(app, ingestionJobsContract, async () => ({ jobs: await service.recent() }), tags);

  registerEndpoint(app, ingestionJobContract, async ({ params }) => service.job(params.jobId), tags);
};
