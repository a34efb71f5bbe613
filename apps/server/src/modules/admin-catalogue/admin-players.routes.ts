import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPlayerTeamBodySchema,
  errorBodySchema,
  idSchema,
  playerResponseSchema,
  playerTeamsChangeResponseSchema,
  playerTeamsResponseSchema,
  playerUpdateBodySchema,
  playerUpdateResponseSchema,
  reassignCardsBodySchema,
  removePlayerTeamSchema,
} from '@cardbinder/shared';

const tags = ['admin'];
const playerParams = z.object({ id: idSchema('player') });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The edit-player modal: player fields, team links and card reassignment (admin roles from data_admin). */
export const adminPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  const players = app.ctx.services.adminPlayers;

  app.get(
    '/api/admin/players/:id',
    {
      schema: { tags, params: playerParams, response: { 200: playerResponseSchema, ...errors } },
    },
    async (request) => ({ player: await players.getPlayer(request.params.id) }),
  );

  app.put(
    '/api/admin/players/:id',
    {
      schema: {
        tags,
        params: playerParams,
        body: playerUpdateBodySchema,
        response: { 200: playerUpdateResponseSchema, ...errors },
      },
    },
    (request) => players.update(request.params.id, request.body),
  );

  app.get(
    '/api/admin/players/:id/teams',
    {
      schema: { tags, params: playerParams, response: { 200: playerTeamsResponseSchema, ...errors } },
    },
    (request) => players.getTeams(request.params.id),
  );

  app.post(
    '/api/admin/players/:id/teams',
    {
      schema: {
        tags,
        params: playerParams,
        body: addPlayerTeamBodySchema,
        response: { 201: playerTeamsChangeResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await players.addTeam(request.params.id, request.body.team_id)),
  );

  // reassign_to_team_id may come as a query parameter or in a JSON body
  app.delete(
    '/api/admin/players/:id/teams/:teamId',
    {
      schema: {
        tags,
        params: playerParams.extend({ teamId: idSchema('team') }),
        querystring: removePlayerTeamSchema,
        body: removePlayerTeamSchema.nullish(),
        response: { 200: playerTeamsChangeResponseSchema, ...errors },
      },
    },
    (request) =>
      players.removeTeam(
        request.params.id,
        request.params.teamId,
        request.body?.reassign_to_team_id ?? request.query.reassign_to_team_id,
      ),
  );

  app.post(
    '/api/admin/players/:id/reassign-cards',
    {
      schema: {
        tags,
        params: playerParams,
        body: reassignCardsBodySchema,
        response: { 200: playerTeamsChangeResponseSchema, ...errors },
      },
    },
    (request) => players.reassignCards(request.params.id, request.body.from_team_id, request.body.to_team_id),
  );
};
