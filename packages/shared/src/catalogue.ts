import { z } from 'zod';
import { idSchema, pageSchema, textSchema, yearSchema } from './input';
import { defineEndpoint } from './contract';

/** Limits of the public catalogue calls (spec 1 §9). */
export const CATALOGUE_LIMITS = {
  playersPage: 100,
  playersPageMax: 200,
  /** a team page loads its players 100 at a time, more as the visitor scrolls */
  playersPerTeam: 100,
  teamsDefault: 200,
  teamsMax: 500,
  cardsDefault: 10000,
  cardsMax: 10000,
  seriesListDefault: 100,
  seriesListMax: 1000,
} as const;

export const CATALOGUE_MESSAGES = {
  playerNotFound: 'The requested player could not be found.',
  teamNotFound: 'Team not found',
  setNotFound: 'Set not found',
  seriesNotFound: 'Series not found',
  cardNotFound: 'Card not found',
  spreadsheetUnavailable: 'Spreadsheet is not available for download',
  cardsQueryRequired: 'Give player_id, player_name, series_id, series_slug or series_name',
} as const;

const id = z.number().int();

export const teamRefSchema = z.object({
  team_id: id,
  name: z.string(),
  slug: z.string(),
  abbreviation: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

/** A team of a player, with the player's card count on that team. */
export const playerTeamSchema = teamRefSchema.extend({ card_count: z.number().int() });

export const playerRefSchema = z.object({
  player_id: id,
  first_name: z.string(),
  last_name: z.string(),
  nick_name: z.string().nullable(),
  slug: z.string(),
});

export const playerSchema = playerRefSchema.extend({
  birthdate: z.string().nullable(),
  is_hof: z.boolean(),
  card_count: z.number().int(),
  rc_count: z.number().int(),
  rookie_count: z.number().int(),
  teams: z.array(playerTeamSchema),
  /** the signed-in user's copies of this player's cards; absent for visitors */
  user_card_count: z.number().int().optional(),
  /** with team_id: the player's cards on that team */
  team_card_count: z.number().int().optional(),
});
export type Player = z.infer<typeof playerSchema>;

export const pageQuerySchema = z.object({
  page: pageSchema.default(1),
});

/** The search box of a list: up to 100 characters. */
export const listSearchSchema = textSchema('Search', 100);

export const playersListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_LIMITS.playersPageMax)
    .default(CATALOGUE_LIMITS.playersPage),
  search: listSearchSchema.optional(),
  team_id: idSchema('team').optional(),
});

export const playersListResponseSchema = z.object({
  players: z.array(playerSchema),
  pagination: z.object({
    current_page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    has_more: z.boolean(),
  }),
});

/**
 * The players grid (/players) and a team's players (team_id), 100 a page and searched on the server
 * (spec 1 §7: limit, search, team_id; answer players and pagination). Signed in, owned counts are added.
 */
export const playersListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/players-list',
  access: 'public',
  query: playersListQuerySchema,
  response: playersListResponseSchema,
  summary: 'Players, most cards first, paged; optional search and team',
});

export const playerStatsSchema = z.object({
  total_cards: z.number().int(),
  rookie_cards: z.number().int(),
  autograph_cards: z.number().int(),
  relic_cards: z.number().int(),
  numbered_cards: z.number().int(),
  unique_series: z.number().int(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

export const colorRelSchema = z.object({ color: z.string(), hex_color: z.string() });

/** A player of a card-table row: no nickname (the card page has it). */
export const cardListPlayerSchema = playerRefSchema.omit({ nick_name: true });

export const cardListPlayerTeamSchema = z.object({
  player: cardListPlayerSchema.nullable(),
  team: teamRefSchema.nullable(),
});

export const catalogueCardPlayerTeamSchema = z.object({
  player: playerRefSchema.nullable(),
  team: teamRefSchema.nullable(),
  is_rookie: z.boolean(),
});

/**
 * A card row of the card tables (player and series pages, GET /api/cards): what a row, its links, the CSV
 * and the add actions need, and nothing a 10,000-row series would repeat for nothing (images, colour objects).
 */
export const cardSchema = z.object({
  card_id: id,
  card_number: z.string(),
  card_slug: z.string(),
  sort_order: z.number().int().nullable(),
  print_run: z.number().int().nullable(),
  is_rookie: z.boolean(),
  is_autograph: z.boolean(),
  is_relic: z.boolean(),
  notes: z.string().nullable(),
  series_id: id,
  series_name: z.string(),
  series_slug: z.string(),
  is_parallel: z.boolean(),
  set_id: id,
  set_name: z.string(),
  set_slug: z.string(),
  set_year: z.number().int(),
  color_name: z.string().nullable(),
  color_hex: z.string().nullable(),
  player_names: z.string(),
  /** the player-names part of the short card URL /card/{series_slug}/{card_number}/{player_slug} */
  player_slug: z.string(),
  card_player_teams: z.array(cardListPlayerTeamSchema),
  user_card_count: z.number().int().optional(),
});
export type Card = z.infer<typeof cardSchema>;

export const playerDetailQuerySchema = z.object({
  /** a team slug (or id): only the player's cards on that team */
  team: textSchema('Team', 200).optional(),
});

export const playerDetailResponseSchema = z.object({
  player: playerSchema,
  teams: z.array(playerTeamSchema),
  stats: playerStatsSchema,
  cards: z.array(cardSchema),
  selected_team: teamRefSchema.nullable(),
});

export const teamSchema = teamRefSchema.extend({
  city: z.string().nullable(),
  mascot: z.string().nullable(),
  organization_id: id.nullable(),
  organization_name: z.string().nullable(),
  organization_abbreviation: z.string().nullable(),
  card_count: z.number().int(),
  player_count: z.number().int(),
  user_card_count: z.number().int().optional(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamsListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CATALOGUE_LIMITS.teamsMax).default(CATALOGUE_LIMITS.teamsDefault),
  search: listSearchSchema.optional(),
});
export const teamsListResponseSchema = z.object({ teams: z.array(teamSchema) });
export const teamDetailResponseSchema = z.object({ team: teamSchema });

export const trackPlayerVisitSchema = z.object({ player_id: idSchema('player') });
export const trackTeamVisitSchema = z.object({ team_id: idSchema('team') });
export const trackSetVisitSchema = z.object({ set_id: idSchema('set') });
export const successSchema = z.object({ success: z.boolean() });

export const spreadsheetStatusSchema = z.object({
  blob_url: z.string(),
  format: z.string(),
  file_size: z.number().int(),
  generated_at: z.string(),
});

export const setSchema = z.object({
  set_id: id,
  name: z.string(),
  slug: z.string(),
  year: z.number().int(),
  organization: z.string().nullable(),
  organization_id: id.nullable(),
  organization_name: z.string().nullable(),
  organization_abbreviation: z.string().nullable(),
  manufacturer_id: id.nullable(),
  manufacturer_name: z.string().nullable(),
  is_complete: z.boolean(),
  thumbnail: z.string().nullable(),
  card_count: z.number().int(),
  total_card_count: z.number().int(),
  series_count: z.number().int(),
  has_spreadsheet: z.boolean(),
});
export type CardSet = z.infer<typeof setSchema>;

export const yearTileSchema = z.object({
  year: z.number().int(),
  set_count: z.number().int(),
  card_count: z.number().int(),
});
export const setYearsResponseSchema = z.object({ years: z.array(yearTileSchema) });

export const setsListQuerySchema = z.object({
  year: yearSchema.optional(),
  search: listSearchSchema.optional(),
});
export const setsListResponseSchema = z.object({ sets: z.array(setSchema) });

export const seriesSchema = z.object({
  series_id: id,
  name: z.string(),
  slug: z.string(),
  set_id: id,
  set_name: z.string(),
  set_slug: z.string(),
  year: z.number().int(),
  is_base: z.boolean(),
  is_parallel: z.boolean(),
  parent_series_id: id.nullable(),
  parallel_parent_name: z.string().nullable(),
  color_id: id.nullable(),
  color_name: z.string().nullable(),
  color_hex: z.string().nullable(),
  color_hex_value: z.string().nullable(),
  print_run_display: z.string().nullable(),
  min_print_run: z.number().int().nullable(),
  max_print_run: z.number().int().nullable(),
  front_image_path: z.string().nullable(),
  back_image_path: z.string().nullable(),
  card_count: z.number().int(),
  card_entered_count: z.number().int(),
  rc_count: z.number().int(),
  rookie_count: z.number().int(),
  parallel_count: z.number().int(),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesListQuerySchema = z.object({
  set_id: idSchema('set').optional(),
  search: listSearchSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_LIMITS.seriesListMax)
    .default(CATALOGUE_LIMITS.seriesListDefault),
});
export const seriesListResponseSchema = z.object({ series: z.array(seriesSchema) });

export const setDetailResponseSchema = z.object({
  set: setSchema,
  series: z.array(seriesSchema),
  spreadsheet: spreadsheetStatusSchema.nullable(),
});

/** A series of the same family (base and its parallels) — the related-parallels dropdown. */
export const parallelSeriesSchema = z.object({
  series_id: id,
  name: z.string(),
  series_slug: z.string(),
  is_base: z.boolean(),
  is_parallel: z.boolean(),
  print_run_display: z.string().nullable(),
  color_hex: z.string().nullable(),
  color_name: z.string().nullable(),
  card_count: z.number().int(),
});

export const seriesDetailResponseSchema = z.object({
  series: seriesSchema,
  set: setSchema,
  parallels: z.array(parallelSeriesSchema),
  /** signed-in users only: distinct cards of the series they own */
  completion: z.object({ owned_count: z.number().int(), completion_percentage: z.number() }).nullable(),
});

export const spreadsheetJobSchema = z.object({
  queue_id: id,
  set_id: id.nullable(),
  set_name: z.string().nullable(),
  set_year: z.number().int().nullable(),
  status: z.enum(['queued', 'processing', 'completed', 'failed']),
  priority: z.number().int(),
  queued_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  retry_count: z.number().int(),
  error: z.string().nullable(),
});
export const spreadsheetQueueSchema = z.object({
  queue_length: z.number().int(),
  jobs: z.array(spreadsheetJobSchema),
});
export const spreadsheetEnqueueResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  queue_id: id,
  status: z.enum(['queued', 'processing', 'completed', 'failed']),
});
