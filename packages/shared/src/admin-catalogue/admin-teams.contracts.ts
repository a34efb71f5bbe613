/** The /admin/teams screen's add and edit calls (data_admin and up); the list is adminTeamsContract. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, textSchema } from '../api/input';
import { teamSchema } from '../catalogue/catalogue.schemas';

/** Doc 3 §5 and §9: an abbreviation of at most 5 characters. */
export const TEAM_ABBREVIATION_MAX = 5;

export const ADMIN_TEAM_MESSAGES = {
  required: 'Team name, abbreviation, and organization are required',
  nameRequired: 'Team name is required',
  abbreviationTooLong: `Abbreviation must be at most ${TEAM_ABBREVIATION_MAX} characters`,
  colorInvalid: (label: string) => `${label} must be a hex colour such as #666 or #1a2b3c`,
  teamExists: 'A team with this name already exists in that organization',
  teamCreated: 'Team created successfully',
  teamUpdated: 'Team updated successfully',
} as const;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (label: string, max: number) =>
  z.preprocess(blankToNull, textSchema(label, max).nullable()).optional();
const colorSchema = (label: string) =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: ADMIN_TEAM_MESSAGES.colorInvalid(label) })
        .trim()
        .regex(HEX_COLOR, ADMIN_TEAM_MESSAGES.colorInvalid(label))
        .nullable(),
    )
    .optional();

/**
 * POST and PUT /api/admin/teams: every text trimmed (doc 3 §5); a field left out keeps its value on an edit.
 * Create needs name, abbreviation and organization, checked by the service so one sentence names all three.
 */
export const teamBodySchema = z.object({
  name: optionalText('Team name', 100),
  city: optionalText('City', 100),
  mascot: optionalText('Mascot', 100),
  abbreviation: z
    .preprocess(
      blankToNull,
      textSchema('Abbreviation', TEAM_ABBREVIATION_MAX, {
        tooLong: ADMIN_TEAM_MESSAGES.abbreviationTooLong,
      }).nullable(),
    )
    .optional(),
  organization_id: z.preprocess(blankToNull, idSchema('organization').nullable()).optional(),
  primary_color: colorSchema('Primary colour'),
  secondary_color: colorSchema('Secondary colour'),
});
export type TeamBody = z.infer<typeof teamBodySchema>;

export const teamWriteResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  team: teamSchema,
});

export const createTeamContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/teams',
  access: 'data_admin',
  body: teamBodySchema,
  status: 201,
  response: teamWriteResponseSchema,
  errors: errorResponses(409, 400, 401, 403),
});

export const updateTeamContract = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/teams/:id',
  access: 'data_admin',
  params: z.object({ id: idSchema('team') }),
  body: teamBodySchema,
  response: teamWriteResponseSchema,
  errors: errorResponses(409, 400, 401, 403, 404),
});
