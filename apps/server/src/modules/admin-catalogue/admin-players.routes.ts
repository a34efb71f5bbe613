import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPlayerTeamContract,
  adminPlayerContract,
  adminPlayerTeamsContract,
  adminPlayersContract,
  createAdminPlayerContract,
  deleteAdminPlayerContract,
  mergeAdminPlayersContract,
  reassignPlayerCardsContract,
  removePlayerTeamContract,
  updateAdminPlayerContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** The players screen and the edit-player modal: list, add, delete, player fields, team links and card reassignment (admin roles from data_admin). */
export const adminPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  const players = app.ctx.services.adminPlayers;

  registerEndpoint(app, adminPlayersContract, ({ query }) => players.list(query), tags);

  registerEndpoint(
    app,
    createAdminPlayerContract,
    async ({ user, body }, _request, reply) => reply.status(201).send(await players.create(user, body)),
    tags,
  );

  registerEndpoint(
    app,
    deleteAdminPlayerContract,
    ({ user, params }) => players.remove(user, params.id),
    tags,
  );

  registerEndpoint(
    app,
    mergeAdminPlayersContract,
    ({ user, params, body }) => players.merge(user, params.id, body.duplicate_id),
    tags,
  );

  registerEndpoint(
    app,
    adminPlayerContract,
    async ({ params }) => ({ player: await players.getPlayer(params.id) }),
    tags,
  );

  registerEndpoint(
    app,
    updateAdminPlayerContract,
    ({ user, params, body }) => players.update(user, params.id, body),
    tags,
  );

  registerEndpoint(app, adminPlayerTeamsContract, ({ params }) => players.getTeams(params.id), tags);

  registerEndpoint(
    app,
    addPlayerTeamContract,
    async ({ user, params, body }, _request, reply) =>
      reply.status(201).send(await players.addTeam(user, params.id, body.team_id)),
    tags,
  );

  registerEndpoint(
    app,
    removePlayerTeamContract,
    ({ user, params, query, body }) =>
      players.removeTeam(
        user,
        params.id,
        params.teamId,
        body?.reassign_to_team_id ?? query.reassign_to_team_id,
      ),
    tags,
  );

  registerEndpoint(
    app,
    reassignPlayerCardsContract,
    ({ user, params, body }) => players.reassignCards(user, params.id, body.from_team_id, body.to_team_id),
    tags,
  );
};
