/** The catalogue's entities as the public calls answer them; the calls' own schemas sit beside their contracts. */
import { z } from 'zod';

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
