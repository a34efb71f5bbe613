import { z } from 'zod';

const money = z.number().nullable();

export const userCardPhotoSchema = z.object({
  user_card_photo_id: z.number().int(),
  photo_url: z.string(),
  thumbnail_url: z.string(),
  sort_order: z.number().int(),
});
export type UserCardPhoto = z.infer<typeof userCardPhotoSchema>;

export const cardPlayerTeamSchema = z.object({
  player: z
    .object({ player_id: z.number(), first_name: z.string(), last_name: z.string(), slug: z.string() })
    .nullable(),
  team: z
    .object({
      team_id: z.number(),
      name: z.string(),
      slug: z.string(),
      abbreviation: z.string().nullable(),
      primary_color: z.string().nullable(),
      secondary_color: z.string().nullable(),
    })
    .nullable(),
});

/** One collection entry with the catalogue card it copies (spec 2 §3 "User card"). */
export const userCardSchema = z.object({
  user_card_id: z.number().int(),
  card_id: z.number().int(),
  card_number: z.string(),
  card_slug: z.string(),
  sort_order: z.number().nullable(),
  random_code: z.string(),
  serial_number: z.number().nullable(),
  print_run: z.number().nullable(),
  user_location: z.number().nullable(),
  location_name: z.string().nullable(),
  purchase_price: money,
  estimated_value: money,
  current_value: money,
  notes: z.string().nullable(),
  aftermarket_autograph: z.boolean(),
  grading_agency: z.number().nullable(),
  grading_agency_abbr: z.string().nullable(),
  grade: z.number().nullable(),
  grade_id: z.string().nullable(),
  is_special: z.boolean(),
  is_rookie: z.boolean(),
  is_autograph: z.boolean(),
  is_relic: z.boolean(),
  photo_count: z.number().int(),
  all_photos: z.array(userCardPhotoSchema),
  primary_photo_url: z.string().nullable(),
  front_image_url: z.string().nullable(),
  date_added: z.string(),
  created: z.string(),
  series_id: z.number().int(),
  set_id: z.number().int(),
  set_name: z.string(),
  set_year: z.number().int(),
  set_slug: z.string(),
  series_rel: z.object({ name: z.string(), slug: z.string() }),
  color_rel: z.object({ color: z.string().nullable(), hex_color: z.string().nullable() }),
  card_player_teams: z.array(cardPlayerTeamSchema),
});
export type UserCard = z.infer<typeof userCardSchema>;

export const userCardResponseSchema = z.object({ success: z.literal(true), card: userCardSchema });
export const userCardsResponseSchema = z.object({
  success: z.literal(true),
  cards: z.array(userCardSchema),
  total: z.number().int(),
});
