import { describe, expect, it } from 'vitest';
import {
  COLLECTION_CSV_COLUMNS,
  collectionRelativeDate,
  collectionToCsv,
  compareUserCards,
  gradeLabel,
  serialLabel,
  seriesLabel,
  shortDate,
  sortUserCards,
  userCardMatchesSearch,
  wholeUsd,
} from './collection-table';
import { makeUserCard } from '../testing/user-card';

const trout = {
  player: { player_id: 1, first_name: 'Mike', last_name: 'Trout', slug: 'mike-trout' },
  team: {
    team_id: 1,
    name: 'Los Angeles Angels',
    slug: 'angels',
    abbreviation: 'LAA',
    primary_color: null,
    secondary_color: null,
  },
};
const ohtani = {
  ...trout,
  player: { player_id: 2, first_name: 'Shohei', last_name: 'Ohtani', slug: 'ohtani' },
};

describe('collection order', () => {
  it('puts sort_order first (missing last), then numeric card numbers, then text', () => {
    const cards = [
      makeUserCard({ user_card_id: 1, card_number: 'US10' }),
      makeUserCard({ user_card_id: 2, card_number: '10' }),
      makeUserCard({ user_card_id: 3, card_number: '2' }),
      makeUserCard({ user_card_id: 4, card_number: '300', sort_order: 2 }),
      makeUserCard({ user_card_id: 5, card_number: '400', sort_order: 1 }),
    ];
    expect(sortUserCards(cards).map((c) => c.user_card_id)).toEqual([5, 4, 3, 2, 1]);
    expect(compareUserCards(cards[0]!, cards[0]!)).toBe(0);
  });
});

describe('labels', () => {
  it('formats serials, grades, dates and money', () => {
    expect(serialLabel(makeUserCard({ serial_number: 7, print_run: 99 }))).toBe('7/99');
    expect(serialLabel(makeUserCard({ print_run: 99 }))).toBe('');
    expect(gradeLabel(makeUserCard({ grading_agency_abbr: 'PSA', grade: 9.5 }))).toBe('PSA 9.5');
    expect(shortDate('2025-03-07T23:59:00.000Z')).toBe('03/07/25');
    expect(shortDate('2024-12-31')).toBe('12/31/24');
    expect(wholeUsd(1234.6)).toBe('$1,235');
  });

  it('names the series with its set and year', () => {
    const card = makeUserCard({
      set_year: 1983,
      set_name: 'Fleer',
      series_rel: { name: 'Base', slug: 'base' },
    });
    expect(seriesLabel(card)).toBe('1983 Fleer · Base');
  });
});

describe('search', () => {
  it('matches every word across code, players, teams, location and notes', () => {
    const card = makeUserCard({ card_player_teams: [trout], location_name: 'Binder 1', notes: 'gift' });
    expect(userCardMatchesSearch(card, 'trout angels')).toBe(true);
    expect(userCardMatchesSearch(card, 'ab3d binder gift')).toBe(true);
    expect(userCardMatchesSearch(card, 'trout judge')).toBe(false);
    expect(userCardMatchesSearch(card, '2025 topps update base')).toBe(true);
  });
});

describe('CSV', () => {
  it('has the spec columns in order and one row per card', () => {
    expect(COLLECTION_CSV_COLUMNS).toEqual([
      'Code',
      'Card Number',
      'Players',
      'Series',
      'Serial',
      'Color',
      'Photo Count',
      'AUTO',
      'RELIC',
      'Purchase Price',
      'Estimated Value',
      'Current Value',
      'Location',
      'Date Added',
      'Grade',
      'Aftermarket Autograph',
      'Notes',
    ]);
    const csv = collectionToCsv([
      makeUserCard({
        card_number: '27',
        card_player_teams: [trout, ohtani],
        serial_number: 5,
        print_run: 50,
        color_rel: { color: 'Gold', hex_color: '#d4af37' },
        photo_count: 2,
        is_autograph: true,
        purchase_price: 12.5,
        location_name: 'Box, top',
        grading_agency_abbr: 'PSA',
        grade: 10,
        aftermarket_autograph: true,
        notes: '=SUM(A1)',
      }),
    ]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(COLLECTION_CSV_COLUMNS.join(','));
    expect(row).toBe(
      'AB3D,27,Mike Trout; Shohei Ohtani,2025 Topps Update · Base,5/50,Gold,2,Yes,No,12.50,,,"Box, top",03/07/25,PSA 10,✓,\'=SUM(A1)',
    );
    expect(end).toBe('');
  });
});

describe('relative dates', () => {
  it('reads Today, Yesterday, N days ago, then a date', () => {
    const now = new Date(2025, 2, 10, 12);
    expect(collectionRelativeDate(new Date(2025, 2, 10, 1).toISOString(), now)).toBe('Today');
    expect(collectionRelativeDate(new Date(2025, 2, 9, 23).toISOString(), now)).toBe('Yesterday');
    expect(collectionRelativeDate(new Date(2025, 2, 4).toISOString(), now)).toBe('6 days ago');
    expect(collectionRelativeDate(new Date(2025, 2, 3).toISOString(), now)).toBe(
      new Date(2025, 2, 3).toLocaleDateString('en-US'),
    );
    expect(collectionRelativeDate(new Date(2024, 10, 28).toISOString(), now)).toBe('11/28/2024');
  });
});
