// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@cardbinder/shared';
import { resultPath } from './result-links';

const make = (type: SearchResult['type'], data: SearchResult['data'], title = 'x'): SearchResult => ({
  type,
  id: 42,
  title,
  subtitle: null,
  description: null,
  data,
});

describe('result links', () => {
  it('links players, teams and sets by slug', () => {
    expect(resultPath(make('player', { slug: 'don-mattingly' }))).toBe('/players/don-mattingly');
    expect(resultPath(make('player', { first_name: 'Andrés', last_name: 'Muñoz' }))).toBe(
      '/players/andres-munoz',
    );
    expect(resultPath(make('team', { slug: 'new-york-yankees' }))).toBe('/teams/new-york-yankees');
    expect(resultPath(make('team', {}))).toBe('/teams/42');
    expect(resultPath(make('set', { slug: 'topps', year: 1984 }))).toBe('/sets/1984/topps');
  });

  it('links a series by the long form, or /series/{slug} without its set', () => {
    expect(
      resultPath(make('series', { slug: 'tiffany', series_slug: 'tiffany', set_slug: 'topps', year: 1984 })),
    ).toBe('/sets/1984/topps/tiffany');
    expect(resultPath(make('series', { slug: 'tiffany' }))).toBe('/series/tiffany');
  });

  it('links a card by its long slug route, else the short card route', () => {
    const card = {
      year: 1984,
      set_slug: 'topps',
      series_slug: 'topps',
      card_number: '8',
      player_names: 'Don Mattingly',
    };
    expect(resultPath(make('card', { ...card, card_slug: '8-don-mattingly' }))).toBe(
      '/sets/1984/topps/topps/8-don-mattingly',
    );
    expect(resultPath(make('card', card))).toBe('/card/topps/8/don-mattingly');
  });

  it('falls back to a full search for the title', () => {
    expect(resultPath(make('set', {}, '1984 Topps'))).toBe('/search?q=1984%20Topps');
  });
});
