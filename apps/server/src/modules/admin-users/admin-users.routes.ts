import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUsersContract,
  createAdminUserContract,
  resetAdminUserPasswordContract,
  updateAdminUserContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** The users screen's calls (admin and up); registered inside the /api/admin scope. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminUsers } = app.ctx.services;

  registerEndpoint(app, adminUsersContract, ({ query }) => adminUsers.list(query), tags);
  registerEndpoint(app, createAdminUserContract, ({ user, body }) => adminUsers.create(user, body), tags);
  registerEndpoint(
    app,
    updateAdminUserContract,
    ({ user, params, body }) => adminUsers.update(user, params.id, body),
    tags,
  );
  registerEndpoint(
    app,
    resetAdminUserPasswordContract,
    ({ user, params }) => adminUsers.resetPassword(user, params.id),
    tags,
  );
};
