import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DATA_MESSAGES,
  deleteAccountContract,
  downloadDataExportContract,
  listDataExportsContract,
  requestDataExportContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['account'];

/** /api/account…: the caller's own data export and account deletion (a session only: no API key scope). */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountData } = app.ctx.services;

  registerEndpoint(
    app,
    requestDataExportContract,
    async ({ user }) => ({
      export: await accountData.requestExport(user.userId),
      message: ACCOUNT_DATA_MESSAGES.exportQueued,
    }),
    tags,
  );
  registerEndpoint(
    app,
    listDataExportsContract,
    async ({ user }) => ({ exports: await accountData.list(user.userId) }),
    tags,
  );
  registerEndpoint(
    app,
    downloadDataExportContract,
    async ({ user, params }, _request, reply) => {
      const file = await accountData.download(user.userId, params.id);
      return reply
        .type('application/zip')
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="cardbinder-my-data.zip"')
        .send(file.stream);
    },
    tags,
  );
  registerEndpoint(
    app,
    deleteAccountContract,
    async ({ user, body }) => {
      await accountData.deleteAccount(user.userId, body.password);
      return { deleted: true as const, message: ACCOUNT_DATA_MESSAGES.accountDeleted };
    },
    tags,
  );
};
