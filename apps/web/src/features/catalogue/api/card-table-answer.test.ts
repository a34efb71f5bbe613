// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PACKED_CARD_TABLE_MEDIA_TYPE,
  PACKED_PLAYER_DETAIL_MEDIA_TYPE,
  packCards,
  type Card,
} from '@cardbinder/shared';
import { readCardTable, readPlayerDetail } from './card-table-answer';

const card: Card = {
  card_id: 1,
  card_number: '1',
  card_slug: '1-mike-trout',
  sort_order: 1,
  print_run: null,
  is_rookie: true,
  is_autograph: false,
  is_relic: false,
  notes: null,
  series_id: 10,
  series_name: 'Base',
  series_slug: 'base',
  is_parallel: false,
  set_id: 2,
  set_name: 'Topps',
  set_slug: 'topps',
  set_year: 2011,
  color_name: null,
  color_hex: null,
  player_names: 'Mike Trout',
  player_slug: 'mike-trout',
  card_player_teams: [
    { player: { player_id: 7, first_name: 'Mike', last_name: 'Trout', slug: 'mike-trout' }, team: null },
  ],
  user_card_count: 2,
};

describe('reading a card table answer', () => {
  it('unpacks the packed table', async () => {
    const response = new Response(JSON.stringify(packCards([card])), {
      headers: { 'content-type': PACKED_CARD_TABLE_MEDIA_TYPE },
    });
    expect(await readCardTable(response)).toEqual({ cards: [card] });
  });

  it('reads a JSON answer as it is', async () => {
    const response = new Response(JSON.stringify({ cards: [card] }), {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(await readCardTable(response)).toEqual({ cards: [card] });
  });

  it("unpacks a player page's packed cards and keeps the rest of the answer", async () => {
    const rest = { player: { player_id: 7 }, teams: [], stats: { total_cards: 1 }, selected_team: null };
    const packed = new Response(JSON.stringify({ ...rest, cards: packCards([card]) }), {
      headers: { 'content-type': PACKED_PLAYER_DETAIL_MEDIA_TYPE },
    });
    expect(await readPlayerDetail(packed)).toEqual({ ...rest, cards: [card] });
    const plain = new Response(JSON.stringify({ ...rest, cards: [card] }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(await readPlayerDetail(plain)).toEqual({ ...rest, cards: [card] });
  });
});
