import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamDetailContract, teamsListContract, trackTeamVisitContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['catalogue'];

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teams } = app.ctx.services;

  registerEndpoint(
    app,
    teamsListContract,
    ({ query, user }) => teams.listTeams(query, user?.userId ?? null),
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
