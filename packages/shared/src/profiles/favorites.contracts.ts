import { z } from 'zod';
import { defineEndpoint } from '../api/contract';

/** A favorite card as a profile shows it (spec 2 §3 Favorite card on a profile). */
export const favoriteCardSchema = z.object({
  favorite_id: z.number().int(),
  sort_order: z.number().int(),
  user_card_id: z.number().int(),
  card_id: z.number().int(),
  primary_photo: z.string().nullable(),
  card_number: z.string(),
  player_names: z.string(),
  series_name: z.string(),
  series_slug: z.string(),
  /** the first player's slug, for /players/{slug}; null on team cards */
  player_slug: z.string().nullable(),
  set_name: z.string(),
  set_year: z.number().int(),
  grade: z.string().nullable(),
  grading_agency_abbr: z.string().nullable(),
  team_name: z.string().nullable(),
  team_primary_color: z.string().nullable(),
  serial_number: z.number().int().nullable(),
  print_run: z.number().int().nullable(),
  is_rookie: z.boolean(),
  is_autograph: z.boolean(),
  is_relic: z.boolean(),
  /** the card page: /sets/{year}/{set}/{series}/{card} */
  card_path: z.string(),
});
export type FavoriteCard = z.infer<typeof favoriteCardSchema>;

export const listFavoriteCardsContract = defineEndpoint({
  method: 'GET',
  path: '/api/profile/favorite-cards',
  access: 'user',
  summary: "The caller's five favorite slots, in slot order",
  response: z.object({ success: z.literal(true), favorite_cards: z.array(favoriteCardSchema) }),
});

export const FAVORITES_PAGE_SIZE = 50;
export const FAVORITE_SEARCH_DEBOUNCE_MS = 500;

export const FAVORITE_MESSAGES = {
  added: 'Card added to favorites!',
  removed: 'Card removed from favorites',
  already: 'This card is already one of your favorites',
  slotTaken: 'That favorite slot already holds a card',
  slotRange: 'Favorite slot must be a number from 1 to 5',
  entryRequired: 'Choose a card of your collection',
  notFound: 'Favorite not found',
} as const;

const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2147483647, message);

export const addFavoriteCardContract = defineEndpoint({
  method: 'POST',
  path: '/api/profile/favorite-cards',
  access: 'user',
  summary: 'Put one of your collection entries into an empty favorite slot (1–5)',
  body: z.object({
    user_card_id: positiveId(FAVORITE_MESSAGES.entryRequired),
    sort_order: z
      .number({ error: FAVORITE_MESSAGES.slotRange })
      .int(FAVORITE_MESSAGES.slotRange)
      .min(1, FAVORITE_MESSAGES.slotRange)
      .max(5, FAVORITE_MESSAGES.slotRange),
  }),
  status: 201,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    favorite_cards: z.array(favoriteCardSchema),
  }),
});

export const removeFavoriteCardContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/profile/favorite-cards/:favorite_id',
  access: 'user',
  params: z.object({
    favorite_id: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'Favorite id must be a positive whole number')
      .transform(Number)
      .refine((n) => n <= 2147483647, 'Favorite id must be a positive whole number'),
  }),
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    favorite_cards: z.array(favoriteCardSchema),
  }),
});

export const favoriteCandidateSchema = z.object({
  user_card_id: z.number().int(),
  card_number: z.string(),
  player_names: z.string(),
  series_name: z.string(),
  set_name: z.string(),
  set_year: z.number().int(),
  grade: z.string().nullable(),
  grading_agency_abbr: z.string().nullable(),
  random_code: z.string(),
  is_favorite: z.boolean(),
});
export type FavoriteCandidate = z.infer<typeof favoriteCandidateSchema>;

export const favoriteCandidatesContract = defineEndpoint({
  method: 'GET',
  path: '/api/profile/collection-cards',
  access: 'user',
  summary: 'Your collection entries to pick favorites from, 50 a page, searchable',
  query: z.object({
    limit: z.coerce.number().int().min(1).max(FAVORITES_PAGE_SIZE).default(FAVORITES_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    search: z.string().max(100).optional(),
  }),
  response: z.object({
    success: z.literal(true),
    cards: z.array(favoriteCandidateSchema),
    has_more: z.boolean(),
  }),
});
