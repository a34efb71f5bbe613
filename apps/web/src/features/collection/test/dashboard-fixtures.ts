import type { UserCard } from '@cardbinder/shared';
import { makeUserCard } from '@cardbinder/shared/testing/user-card';
import { jsonFetch } from '@/test/render';

function userCard(id: number, overrides: Partial<UserCard> = {}): UserCard {
  return makeUserCard({
    user_card_id: id,
    card_id: id,
    card_number: String(id),
    card_slug: `c${id}`,
    random_code: `C${id}XY`,
    user_location: 4,
    location_name: 'Binder',
    set_name: 'Topps',
    set_year: 1984,
    set_slug: 'topps',
    ...overrides,
  });
}

/** Four cards in the list call's shape, in no particular order. */
export const DASHBOARD_CARDS = [
  userCard(1, { card_number: 'US10', notes: 'gift from dad', purchase_price: 100 }),
  userCard(2, { card_number: '10' }),
  userCard(3, { card_number: '2', grading_agency_abbr: 'PSA', grade: 9.5 }),
  userCard(4, { card_number: '300', sort_order: 1 }),
];

/** The dashboard's four calls: Binder (4 cards) is the dashboard location, Box is not. */
export const dashboardAnswers = jsonFetch({
  'GET /api/user/collection/stats': {
    body: {
      success: true,
      stats: {
        total_cards: 4,
        total_value: 1234,
        unique_cards: 4,
        unique_players: 3,
        unique_series: 1,
        rookie_cards: 0,
        autograph_cards: 1,
        relic_cards: 0,
        graded_cards: 1,
      },
    },
  },
  'GET /api/user/locations': {
    body: {
      success: true,
      locations: [
        { user_location_id: 4, location: 'Binder', is_dashboard: true, card_count: 4 },
        { user_location_id: 5, location: 'Box', is_dashboard: false, card_count: 0 },
      ],
    },
  },
  'GET /api/user/collection/cards/teams-with-players': { body: { success: true, teams: [] } },
  'GET /api/user/achievements/stats': {
    body: {
      success: true,
      stats: {
        total_achievements: 3,
        total_points: 25,
        available_achievements: 90,
        completion_percentage: 3.3,
        common_achievements: 2,
        uncommon_achievements: 1,
        rare_achievements: 0,
        epic_achievements: 0,
        legendary_achievements: 0,
        mythic_achievements: 0,
      },
    },
  },
  'GET /api/user/collection/cards': { body: { success: true, cards: DASHBOARD_CARDS, total: 4 } },
  // entry 1 by its card's value, entry 3 by the collector's estimate; 2 and 4 have none
  'GET /api/user/collection/values': {
    body: {
      success: true,
      values: [
        [1, 1000, 'card'],
        [3, 234, 'estimate'],
      ],
    },
  },
});
