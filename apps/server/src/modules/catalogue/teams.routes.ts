import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamDetailContract, teamsListContract, trackTeamVisitContract } from '@cardbinder/shared';
import { sendKeptJsonBody } from '@/lib/json-text';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['catalogue'];

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teams } = app.ctx.services;

  registerEndpoint(
    app,
    teamsListContract,
    async ({ query, user }, request, reply) =>
      user
        ? teams.listTeams(query, user.userId)
        : sendKeptJsonBody(request, reply, await teams.visitorTeamsList(query)),
    tags,
  );

  registerEndpoint(
    app,
    teamDetailContract,
    ({ params, user }) => teams.teamDetail(params.slug, user?.userId ?? null),
    tags,
  );

  registerEndpoint(
    app,
    trackTeamVisitContract,
    ({ body, user }) => teams.trackTeamVisit(body.team_id, user?.userId ?? null),
    tags,
  );
};
