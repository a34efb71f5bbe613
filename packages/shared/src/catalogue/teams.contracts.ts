import { z } from 'zod';
import { idSchema } from '../api/input';
import { CATALOGUE_LIMITS, listSearchSchema } from './catalogue-limits';
import { teamSchema } from './catalogue.schemas';

export const teamsListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CATALOGUE_LIMITS.teamsMax).default(CATALOGUE_LIMITS.teamsDefault),
  search: listSearchSchema.optional(),
});
export const teamsListResponseSchema = z.object({ teams: z.array(teamSchema) });
export const teamDetailResponseSchema = z.object({ team: teamSchema });

export const trackTeamVisitSchema = z.object({ team_id: idSchema('team') });
