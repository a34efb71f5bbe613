import { describe, expect, it } from 'vitest';
import type { UserCard } from './user-card.schemas';
import { packUserCards, unpackUserCards } from './packed-user-cards';
import { makeUserCard } from '../testing/user-card';

const trout = { player_id: 7, first_name: 'Mike', last_name: 'Trout', slug: 'mike-trout' };
const ohtani = { player_id: 8, first_name: 'Shohei', last_name: 'Ohtani', slug: 'shohei-ohtani' };
const angels = {
  team_id: 3,
  name: 'Los Angeles Angels',
  slug: 'los-angeles-angels',
  abbreviation: 'LAA',
  primary_color: '#BA0021',
  secondary_color: null,
};

function entry(id: number, overrides: Partial<UserCard> = {}): UserCard {
  return makeUserCard({
    user_card_id: id,
    card_id: 100 + id,
    card_number: String(id),
    card_slug: `${id}-mike-trout`,
    random_code: `R${id}`,
    set_name: '2011 Topps Update',
    set_year: 2011,
    set_slug: '2011-topps-update',
    card_player_teams: [{ player: trout, team: angels }],
    ...overrides,
  });
}

const photo = (id: number, sort_order: number) => ({
  user_card_photo_id: id,
  photo_url: `/api/photos/${id}?sig=a`,
  thumbnail_url: `/api/photos/${id}/thumb?sig=a`,
  sort_order,
});

const CARDS: UserCard[] = [
  entry(1),
  entry(2, {
    sort_order: 3,
    serial_number: 12,
    print_run: 99,
    user_location: 4,
    location_name: 'Binder "A"',
    purchase_price: 12.5,
    estimated_value: 0,
    current_value: 40,
    notes: 'gift, from dad\nsigned',
    aftermarket_autograph: true,
    grading_agency: 2,
    grading_agency_abbr: 'PSA',
    grade: 9.5,
    grade_id: '12345678',
    is_special: true,
    is_rookie: true,
    all_photos: [photo(9, 1), photo(5, 2)],
    photo_count: 2,
    primary_photo_url: '/api/photos/9?sig=a',
  }),
  entry(3, {
    is_autograph: true,
    is_relic: true,
    series_id: 2,
    series_rel: { name: 'Gold', slug: 'gold' },
    color_rel: { color: 'Gold', hex_color: '#FFD700' },
    front_image_url: '/images/gold.jpg',
    card_player_teams: [
      { player: trout, team: angels },
      { player: ohtani, team: null },
      { player: null, team: angels },
    ],
  }),
  entry(4, { card_player_teams: [] }),
];

describe('packUserCards / unpackUserCards', () => {
  it('gives back every entry as it was, in its order', () => {
    const packed = JSON.parse(JSON.stringify(packUserCards(CARDS, 4))) as ReturnType<typeof packUserCards>;
    expect(unpackUserCards(packed)).toEqual({ success: true, total: 4, cards: CARDS });
  });

  it('lists each series, player and team once', () => {
    const packed = packUserCards(CARDS, 4);
    expect(packed.series).toHaveLength(2);
    expect(packed.players).toHaveLength(2);
    expect(packed.teams).toHaveLength(1);
  });

  it('keeps entries of one series apart when their series facts differ', () => {
    const renamed = entry(5, { set_name: '2011 Topps Update (renamed)' });
    const { cards } = unpackUserCards(packUserCards([entry(1), renamed], 2));
    expect(cards.map((card) => card.set_name)).toEqual(['2011 Topps Update', '2011 Topps Update (renamed)']);
  });

  it('packs an empty list', () => {
    expect(unpackUserCards(packUserCards([], 0))).toEqual({ success: true, total: 0, cards: [] });
  });
});
