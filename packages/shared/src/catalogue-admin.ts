import { z } from 'zod';
import { playerTeamSchema, setSchema } from './catalogue';

export const CATALOGUE_ADMIN_MESSAGES = {
  playerNameRequired: 'Enter a first name, last name or nickname',
  birthdateInvalid: 'Birthdate must be a date (YYYY-MM-DD)',
  playerUpdated: 'Player updated successfully',
  teamAdded: 'Team added successfully',
  teamRemoved: 'Team removed successfully',
  teamAlreadyLinked: 'This team is already on the player',
  teamNotLinked: 'This team is not on the player',
  reassignTargetRequired: "Choose another of the player's teams to reassign this team's cards to",
  reassignTargetNotLinked: "Cards can only be reassigned to another of the player's teams",
  reassignSameTeam: 'Choose a different team to reassign the cards to',
  cannotRemoveLastTeam:
    'Cannot remove team: Player has cards assigned to this team and no other teams to reassign to. Add another team first.',
  cardsReassigned: (n: number) => `${n} card${n === 1 ? '' : 's'} reassigned successfully`,
  setNameRequired: 'Set name is required',
  setYearInvalid: 'Year must be between 1900 and 2100',
  setExists: 'A set with this name already exists for that year',
  setCreated: 'Set created successfully',
  setUpdated: 'Set updated successfully',
  organizationNotFound: 'Organization not found',
  manufacturerNotFound: 'Manufacturer not found',
  thumbnailRequired: 'Please choose an image file for the thumbnail',
  thumbnailInvalid: 'Thumbnail must be a JPEG, PNG or WebP image',
  thumbnailTooLarge: 'Thumbnail must be smaller than 5MB',
  thumbnailUploaded: 'Thumbnail uploaded successfully',
} as const;

export const adminPlayerSchema = z.object({
  player_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  nick_name: z.string().nullable(),
  birthdate: z.string().nullable(),
  is_hof: z.boolean(),
  slug: z.string(),
  card_count: z.number().int(),
  rc_count: z.number().int(),
  last_viewed: z.string().nullable(),
  teams: z.array(playerTeamSchema),
});
export type AdminPlayer = z.infer<typeof adminPlayerSchema>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** PUT /api/admin/players/{id}: a field left out keeps its value; nick_name and birthdate may be null. */
export const playerUpdateBodySchema = z.object({
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  nick_name: z.preprocess(blankToNull, z.string().trim().max(100).nullable()).optional(),
  birthdate: z
    .preprocess(blankToNull, z.iso.date({ error: CATALOGUE_ADMIN_MESSAGES.birthdateInvalid }).nullable())
    .optional(),
  is_hof: z.boolean().optional(),
});

export const playerResponseSchema = z.object({ player: adminPlayerSchema });
export const playerUpdateResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  player: adminPlayerSchema,
});

export const playerTeamsResponseSchema = z.object({ teams: z.array(playerTeamSchema) });
export const addPlayerTeamBodySchema = z.object({ team_id: z.coerce.number().int() });
export const removePlayerTeamSchema = z.object({ reassign_to_team_id: z.coerce.number().int().optional() });
export const reassignCardsBodySchema = z.object({
  from_team_id: z.coerce.number().int(),
  to_team_id: z.coerce.number().int(),
});
export const playerTeamsChangeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  reassigned: z.number().int(),
  teams: z.array(playerTeamSchema),
});

const optionalId = z.preprocess(blankToNull, z.coerce.number().int().nullable()).optional();

/** POST /api/admin/sets and PUT /api/admin/sets/{id}; organization and manufacturer are ids. */
export const setBodySchema = z.object({
  name: z
    .string({ error: CATALOGUE_ADMIN_MESSAGES.setNameRequired })
    .trim()
    .min(1, CATALOGUE_ADMIN_MESSAGES.setNameRequired)
    .max(200),
  year: z
    .number({ error: CATALOGUE_ADMIN_MESSAGES.setYearInvalid })
    .int(CATALOGUE_ADMIN_MESSAGES.setYearInvalid)
    .min(1900, CATALOGUE_ADMIN_MESSAGES.setYearInvalid)
    .max(2100, CATALOGUE_ADMIN_MESSAGES.setYearInvalid),
  organization: optionalId,
  manufacturer: optionalId,
  is_complete: z.boolean().optional(),
  thumbnail: z.preprocess(blankToNull, z.string().max(500).nullable()).optional(),
});
export type SetBody = z.infer<typeof setBodySchema>;

export const setWriteResponseSchema = z.object({ success: z.boolean(), message: z.string(), set: setSchema });
export const thumbnailResponseSchema = z.object({
  success: z.boolean(),
  thumbnailUrl: z.string(),
  message: z.string(),
});

export const organizationsResponseSchema = z.object({
  organizations: z.array(
    z.object({ organization_id: z.number().int(), name: z.string(), abbreviation: z.string() }),
  ),
});
export const manufacturersResponseSchema = z.object({
  manufacturers: z.array(z.object({ manufacturer_id: z.number().int(), name: z.string() })),
});
