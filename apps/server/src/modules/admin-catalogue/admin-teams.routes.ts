import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTeamsContract, createTeamContract, updateTeamContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** The teams screen: every team (most cards first, also the edit-player modal's picker), add and edit. */
export const adminTeamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teams, adminTeams } = app.ctx.services;
  registerEndpoint(
    app,
    adminTeamsContract,
    async ({ query }) => ({ teams: await teams.listAllTeams(query.search, query.limit) }),
    tags,
  );

  registerEndpoint(
    app,
    createTeamContract,
    async ({ user, body }, _request, reply) => reply.status(201).send(await adminTeams.create(user, body)),
    tags,
  );

  registerEndpoint(
    app,
    updateTeamContract,
    ({ user, params, body }) => adminTeams.update(user, params.id, body),
    tags,
  );
};
