import { describe, expect, it } from 'vitest';
import type { Card } from './catalogue.schemas';
import { packCards, unpackCards, withUserCardCounts } from './packed-cards';

const trout = { player_id: 7, first_name: 'Mike', last_name: 'Trout', slug: 'mike-trout' };
const angels = {
  team_id: 3,
  name: 'Los Angeles Angels',
  slug: 'los-angeles-angels',
  abbreviation: 'LAA',
  primary_color: '#BA0021',
  secondary_color: null,
};

function card(id: number, overrides: Partial<Card> = {}): Card {
  return {
    card_id: id,
    card_number: String(id),
    card_slug: `${id}-mike-trout`,
    sort_order: id,
    print_run: null,
    is_rookie: false,
    is_autograph: false,
    is_relic: false,
    notes: null,
    series_id: 10,
    series_name: 'Base',
    series_slug: '2011-topps-update-base',
    is_parallel: false,
    set_id: 2,
    set_name: 'Topps Update',
    set_slug: 'topps-update',
    set_year: 2011,
    color_name: null,
    color_hex: null,
    player_names: 'Mike Trout',
    player_slug: 'mike-trout',
    card_player_teams: [{ player: trout, team: angels }],
    ...overrides,
  };
}

const CARDS: Card[] = [
  card(1),
  card(2, { is_rookie: true, is_relic: true, print_run: 99, notes: 'SP "photo", variation\nshort print' }),
  card(3, {
    is_autograph: true,
    series_id: 11,
    series_name: 'Gold',
    series_slug: '2011-topps-update-gold',
    is_parallel: true,
    color_name: 'Gold',
    color_hex: '#d4af37',
    sort_order: null,
  }),
  card(4, {
    card_player_teams: [
      { player: null, team: angels },
      { player: trout, team: null },
    ],
  }),
  card(5, { card_player_teams: [], player_names: '', player_slug: '' }),
];

describe('packed card tables', () => {
  it('unpack to the same cards', () => {
    expect(unpackCards(JSON.parse(JSON.stringify(packCards(CARDS))))).toEqual({ cards: CARDS });
    expect(unpackCards(packCards([]))).toEqual({ cards: [] });
  });

  it('list shared series, players and teams once', () => {
    const packed = packCards(CARDS);
    expect(packed.series).toHaveLength(2);
    expect(packed.players).toHaveLength(1);
    expect(packed.teams).toHaveLength(1);
  });

  it("carry a signed-in user's copies, and only then", () => {
    const owned = CARDS.map((c) => ({ ...c, user_card_count: c.card_id === 2 ? 3 : 0 }));
    expect(unpackCards(packCards(owned))).toEqual({ cards: owned });
    expect(unpackCards(withUserCardCounts(packCards(CARDS), (id) => (id === 2 ? 3 : 0)))).toEqual({
      cards: owned,
    });
    expect(unpackCards(packCards(CARDS)).cards[0]).not.toHaveProperty('user_card_count');
  });
});
