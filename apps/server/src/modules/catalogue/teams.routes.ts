import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamDetailContract, teamsListContract, trackTeamVisitContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';
import { listTeams, teamDetail, trackTeamVisit } from './teams.service';

const tags = ['catalogue'];

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  registerEndpoint(
    app,
    teamsListContract,
    ({ query, user }) => listTeams(db, query, user?.userId ?? null),
    tags,
  );

  registerEndpoint(
    app,
    teamDetailContract,
    ({ params, user }) => teamDetail(db, params.slug, user?.userId ?? null),
    tags,
  );

  registerEndpoint(
    app,
    trackTeamVisitContract,
    ({ body, user }) => trackTeamVisit(db, body.team_id, user?.userId ?? null),
    tags,
  );
};
