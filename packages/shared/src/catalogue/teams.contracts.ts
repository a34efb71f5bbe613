import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, requiredTextSchema } from '../api/input';
import { CATALOGUE_LIMITS } from './catalogue-limits';
import { listSearchSchema, successSchema } from './catalogue-inputs';
import { teamSchema } from './catalogue.schemas';
import { teamDetailRoute, teamsListRoute, trackTeamVisitRoute } from './catalogue.routes';

export const teamsListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CATALOGUE_LIMITS.teamsMax).default(CATALOGUE_LIMITS.teamsDefault),
  search: listSearchSchema.optional(),
});
export const teamsListResponseSchema = z.object({ teams: z.array(teamSchema) });
export const teamDetailResponseSchema = z.object({ team: teamSchema });

export const trackTeamVisitSchema = z.object({ team_id: idSchema('team') });

export const teamsListContract = defineEndpoint({
  ...teamsListRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  query: teamsListQuerySchema,
  response: teamsListResponseSchema,
});

export const teamDetailContract = defineEndpoint({
  ...teamDetailRoute,
  access: 'public',
  apiScope: 'catalogue:read',
  params: z.object({ slug: requiredTextSchema('Slug', 200) }),
  response: teamDetailResponseSchema,
  errors: errorResponses(404),
});

export const trackTeamVisitContract = defineEndpoint({
  ...trackTeamVisitRoute,
  access: 'public',
  body: trackTeamVisitSchema,
  response: successSchema,
  errors: errorResponses(404),
});
