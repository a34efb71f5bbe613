import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectionImportNotFoundCsvContract,
  COLLECTION_IMPORT,
  COLLECTION_IMPORT_MESSAGES as M,
  commitCollectionImportContract,
  csvCell,
  discardCollectionImportContract,
  getCollectionImportContract,
  listCollectionImportsContract,
  setCollectionImportMappingContract,
  undoCollectionImportContract,
  updateCollectionImportLineContract,
  uploadCollectionImportContract,
} from '@cardbinder/shared';
import { clientKey } from '@/lib/client-address';
import { AppError, badRequest } from '@/lib/errors';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['collection import'];

/** The multipart reader's own refusals (a second file, a form cut short or without a boundary) as sentences. */
function uploadProblem(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, M.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(M.oneFile);
  return badRequest(M.noFile);
}

/** The one file of a multipart upload, within the size limit; anything else is a 400 or 413 with a sentence. */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(M.noFile);
  let file: { name: string; data: Buffer } | null = null;
  const limits = { fileSize: COLLECTION_IMPORT.maxFileBytes, files: 1, fields: 5 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'file') file = { name: part.filename, data };
    }
  } catch (error) {
    throw uploadProblem(error);
  }
  if (!file) throw badRequest(M.noFile);
  return file;
}

/** /api/user/collection/imports…: My Collection → Import, each call on the caller's own imports only. */
export const collectionImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.collectionImport;
  // per collector per hour, counted across servers (the shared limit store), like comments
  const uploadLimit = {
    rateLimit: {
      max: app.ctx.config.collectionImportRateLimit,
      timeWindow: '1 hour',
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `collection-import:${request.user.userId}` : clientKey(request.ip),
    },
  };

  registerEndpoint(
    app,
    uploadCollectionImportContract,
    async ({ user }, request) => service.upload(user.userId, await uploadedFile(request)),
    { tags, config: uploadLimit },
  );
  registerEndpoint(app, listCollectionImportsContract, ({ user }) => service.list(user.userId), tags);
  registerEndpoint(
    app,
    setCollectionImportMappingContract,
    ({ user, params, body }) => service.setMapping(user.userId, params.id, body.mapping),
    tags,
  );
  registerEndpoint(
    app,
    getCollectionImportContract,
    ({ user, params, query }) => service.get(user.userId, params.id, query.status, query.page),
    tags,
  );
  registerEndpoint(
    app,
    updateCollectionImportLineContract,
    ({ user, params, body }) => service.updateLine(user.userId, params.id, params.line_id, body),
    tags,
  );
  registerEndpoint(
    app,
    collectionImportNotFoundCsvContract,
    async ({ user, params }, _request, reply) => {
      const { fileName, header, rows } = await service.notFoundCsv(user.userId, params.id);
      const text = [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]+/g, '_')}"`)
        .send(`\uFEFF${text}\r\n`);
    },
    tags,
  );
  registerEndpoint(
    app,
    commitCollectionImportContract,
    async ({ user, params, body }, _request, reply) => {
      const answer = await service.commit(user.userId, params.id, body.on_duplicates);
      if ('duplicates' in answer)
        return reply
          .status(409)
          .send({ error: answer.message, message: answer.message, duplicates: answer.duplicates });
      return answer;
    },
    tags,
  );
  registerEndpoint(
    app,
    undoCollectionImportContract,
    ({ user, params }) => service.undo(user.userId, params.id),
    tags,
  );
  registerEndpoint(
    app,
    discardCollectionImportContract,
    ({ user, params }) => service.discard(user.userId, params.id),
    tags,
  );
};
