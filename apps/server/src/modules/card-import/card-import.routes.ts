import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARD_IMPORT,
  CARD_IMPORT_MESSAGES as M,
  createImportCardsContract,
  createImportPlayerContract,
  createImportPlayerTeamContract,
  createImportTeamContract,
  matchCardsContract,
  matchProgressContract,
  parseImportXlsxContract,
  previewImportSqlContract,
} from '@cardbinder/shared';
import { badRequest } from '@/lib/errors';
import { guardScope } from '@/plugins/auth';
import { registerEndpoint } from '@/plugins/endpoints';

/** The /admin/import wizard's calls, inside the /api/admin scope; admin and superadmin only. */
export const cardImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.cardImport;
  guardScope(app, 'admin');
  const tags = ['admin: import'];
  // a checklist of up to 5,000 matched cards is several MB of JSON
  const large = { tags, bodyLimit: CARD_IMPORT.maxJsonBytes };

  registerEndpoint(
    app,
    parseImportXlsxContract,
    async (_input, request) => {
      if (!request.isMultipart()) throw badRequest(M.noFile);
      let seriesId: number | null = null;
      let file: { name: string; data: Buffer } | null = null;
      for await (const part of request.parts({ limits: { fileSize: CARD_IMPORT.maxFileBytes, files: 1 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'seriesId') seriesId = Number(part.value);
          continue;
        }
        if (!part.filename.toLowerCase().endsWith('.xlsx')) {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(M.xlsxOnly);
        }
        try {
          file = { name: part.filename, data: await part.toBuffer() };
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(M.tooLarge);
          throw error;
        }
      }
      if (!file) throw badRequest(M.noFile);
      if (!seriesId || !Number.isInteger(seriesId) || seriesId < 1) throw badRequest('Choose a series');
      return service.parse(seriesId, { name: path.basename(file.name), data: file.data });
    },
    tags,
  );

  registerEndpoint(
    app,
    matchCardsContract,
    async ({ body, user }) => service.startMatching(body.seriesId, body.cards, user.userId),
    large,
  );
  registerEndpoint(app, matchProgressContract, async ({ params }) => service.progress(params.jobId), tags);
  registerEndpoint(
    app,
    previewImportSqlContract,
    async ({ body }) => service.previewSql(body.seriesId, body.matchedCards),
    large,
  );
  registerEndpoint(
    app,
    createImportCardsContract,
    async ({ body, user }) => service.createCards(user, body.seriesId, body.matchedCards),
    large,
  );
  registerEndpoint(
    app,
    createImportPlayerContract,
    async ({ body, user }, _request, reply) =>
      reply.status(201).send(await service.createPlayer(user, body.firstName, body.lastName)),
    tags,
  );
  registerEndpoint(
    app,
    createImportTeamContract,
    async ({ body, user }, _request, reply) => reply.status(201).send(await service.createTeam(user, body)),
    tags,
  );
  registerEndpoint(
    app,
    createImportPlayerTeamContract,
    async ({ body }, _request, reply) =>
      reply.status(201).send(await service.createPlayerTeam(body.playerId, body.teamId)),
    tags,
  );
};
