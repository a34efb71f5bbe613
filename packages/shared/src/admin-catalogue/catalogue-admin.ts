import { z } from 'zod';
import { playerTeamSchema, setSchema } from '../catalogue/catalogue.schemas';
import { idSchema, requiredTextSchema, textSchema } from '../api/input';
import { countLabel } from '../rules/plural';

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
  cardsReassigned: (n: number) => `${countLabel(n, 'card')} reassigned successfully`,
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

/** Set years the catalogue accepts (doc 3 §5 Sets, §9). */
export const SET_YEAR = { min: 1900, max: 2100 } as const;

const YEAR_MESSAGE = CATALOGUE_ADMIN_MESSAGES.setYearInvalid;
const setYearSchema = z
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(SET_YEAR.min, YEAR_MESSAGE)
  .max(SET_YEAR.max, YEAR_MESSAGE);

/** The set form's year rule, the same in the browser and on the server: a whole year from 1900 to 2100. */
export function setYearProblem(year: number | string | null | undefined): string | null {
  // typed text must be digits: Number() would also read '19e2' or '0x76C' as years
  const value = typeof year === 'string' ? (/^\s*\d{4}\s*$/.test(year) ? Number(year) : null) : year;
  return setYearSchema.safeParse(value).success ? null : YEAR_MESSAGE;
}

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
  first_name: textSchema('First name', 100).optional(),
  last_name: textSchema('Last name', 100).optional(),
  nick_name: z.preprocess(blankToNull, textSchema('Nickname', 100).nullable()).optional(),
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
export const addPlayerTeamBodySchema = z.object({ team_id: idSchema('team') });
export const removePlayerTeamSchema = z.object({ reassign_to_team_id: idSchema('team').optional() });
export const reassignCardsBodySchema = z.object({
  from_team_id: idSchema('team'),
  to_team_id: idSchema('team'),
});
export const playerTeamsChangeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  reassigned: z.number().int(),
  teams: z.array(playerTeamSchema),
});

const optionalId = (what: string) => z.preprocess(blankToNull, idSchema(what).nullable()).optional();

/** POST /api/admin/sets and PUT /api/admin/sets/{id}; organization and manufacturer are ids. */
export const setBodySchema = z.object({
  name: requiredTextSchema('Set name', 200, { required: CATALOGUE_ADMIN_MESSAGES.setNameRequired }),
  year: setYearSchema,
  organization: optionalId('organization'),
  manufacturer: optionalId('manufacturer'),
  is_complete: z.boolean().optional(),
  thumbnail: z.preprocess(blankToNull, textSchema('Thumbnail', 500).nullable()).optional(),
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
