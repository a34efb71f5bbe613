// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardSet, Player, Series, Team } from '@cardbinder/shared';
import { makeSeries } from '@cardbinder/shared/testing/series';
import { renderAt } from '@/test/render';
import { PlayerTile } from './player-tile';
import { RelatedParallels } from './related-parallels';
import { SeriesTile } from './series-tile';
import { SetTile } from './set-tile';
import { TeamTile } from './team-tile';

afterEach(cleanup);

const series = (counts: { card_count: number; parallel_count: number }): Series =>
  makeSeries({ card_entered_count: counts.card_count, ...counts });

const set = (counts: { card_count: number; series_count: number }) =>
  ({
    set_id: 1,
    name: 'Topps',
    slug: 'topps',
    year: 2025,
    organization: 'MLB',
    organization_id: 1,
    organization_name: 'Major League Baseball',
    organization_abbreviation: 'MLB',
    manufacturer_id: 1,
    manufacturer_name: 'Topps',
    is_complete: false,
    thumbnail: null,
    total_card_count: counts.card_count,
    has_spreadsheet: false,
    ...counts,
  }) as CardSet;

const team = (counts: { card_count: number; player_count: number }): Team => ({
  team_id: 1,
  name: 'Atlanta Braves',
  slug: 'atlanta-braves',
  abbreviation: 'ATL',
  primary_color: null,
  secondary_color: null,
  city: null,
  mascot: null,
  organization_id: null,
  organization_name: null,
  organization_abbreviation: null,
  ...counts,
});

const player = (cardCount: number): Player => ({
  player_id: 1,
  first_name: 'Ronald',
  last_name: 'Acuña Jr.',
  nick_name: null,
  slug: 'ronald-acuna-jr',
  birthdate: null,
  is_hof: false,
  card_count: cardCount,
  rc_count: 0,
  rookie_count: 0,
  teams: [],
});

const parallel = (id: number, cardCount: number) => ({
  series_id: id,
  name: `Gold ${id}`,
  series_slug: `gold-${id}`,
  is_base: false,
  is_parallel: true,
  print_run_display: null,
  color_hex: null,
  color_name: null,
  card_count: cardCount,
});

const texts = () => screen.getAllByText(/^\d[\d,]* [a-z ]+$/).map((node) => node.textContent);

describe('catalogue tiles count in the right number', () => {
  it('says 1 card, 1 parallel, 1 series and 1 player', () => {
    renderAt(
      <>
        <SeriesTile series={series({ card_count: 1, parallel_count: 1 })} />
        <SetTile set={set({ card_count: 1, series_count: 1 })} />
        <TeamTile team={team({ card_count: 1, player_count: 1 })} />
        <PlayerTile player={player(1)} />
        <RelatedParallels
          parallels={[parallel(1, 5), parallel(2, 1)]}
          currentId={1}
          year={2025}
          setSlug="topps"
        />
      </>,
      { path: '/' },
    );
    expect(texts()).toEqual([
      '1 card',
      '1 parallel',
      '1 series',
      '1 card',
      '1 card',
      '1 player',
      '1 card',
      '1 related parallel',
      '1 card',
    ]);
  });

  it('says cards, parallels, series and players for any other count', () => {
    renderAt(
      <>
        <SeriesTile series={series({ card_count: 1200, parallel_count: 2 })} />
        <SetTile set={set({ card_count: 0, series_count: 3 })} />
        <TeamTile team={team({ card_count: 2, player_count: 224 })} />
        <RelatedParallels
          parallels={[parallel(1, 5), parallel(2, 0), parallel(3, 7)]}
          currentId={1}
          year={2025}
          setSlug="topps"
        />
      </>,
      { path: '/' },
    );
    expect(texts()).toEqual([
      '1,200 cards',
      '2 parallels',
      '3 series',
      '0 cards',
      '2 cards',
      '224 players',
      '2 related parallels',
      '0 cards',
      '7 cards',
    ]);
  });
});
