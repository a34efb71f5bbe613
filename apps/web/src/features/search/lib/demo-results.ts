import type { SearchResult } from '@cardbinder/shared';

/** The one query that answers from built-in demo data without calling the server (spec 1 §2). */
export const DEMO_QUERY = 'cardbinder:demo';

export const isDemoQuery = (query: string) => query.trim().toLowerCase() === DEMO_QUERY;

const ANGELS = {
  team_id: 1,
  name: 'Los Angeles Angels',
  slug: 'los-angeles-angels',
  abbreviation: 'LAA',
  primary_color: '#003263',
  secondary_color: '#BA0021',
};

export const DEMO_RESULTS: readonly SearchResult[] = [
  {
    type: 'player',
    id: 1,
    title: 'Mike Trout',
    subtitle: 'The Millville Meteor',
    description: 'Los Angeles Angels',
    data: {
      slug: 'mike-trout',
      first_name: 'Mike',
      last_name: 'Trout',
      card_count: 1312,
      rc_count: 24,
      teams: [ANGELS],
    },
  },
  {
    type: 'team',
    id: 1,
    title: 'Los Angeles Angels',
    subtitle: 'LAA · MLB',
    description: null,
    data: {
      slug: ANGELS.slug,
      abbreviation: ANGELS.abbreviation,
      primary_color: ANGELS.primary_color,
      secondary_color: ANGELS.secondary_color,
      organization_name: 'Major League Baseball',
      card_count: 9840,
      player_count: 412,
    },
  },
  {
    type: 'card',
    id: 1,
    title: '#US175 Mike Trout',
    subtitle: '2011 Topps Update',
    description: 'Los Angeles Angels · RC',
    data: {
      card_number: 'US175',
      card_slug: 'us175-mike-trout',
      player_names: 'Mike Trout',
      series_name: 'Topps Update',
      series_slug: 'topps-update',
      set_name: 'Topps Update',
      set_slug: 'topps-update',
      year: 2011,
      is_rookie: true,
      teams: [ANGELS],
    },
  },
  {
    type: 'set',
    id: 1,
    title: '2011 Topps Update',
    subtitle: 'Topps',
    description: '330 cards · 12 series',
    data: { slug: 'topps-update', name: 'Topps Update', year: 2011, card_count: 330, series_count: 12 },
  },
  {
    type: 'series',
    id: 1,
    title: 'Gold',
    subtitle: '2011 Topps Update',
    description: '/2011',
    data: {
      slug: 'topps-update-gold',
      series_name: 'Gold',
      series_slug: 'topps-update-gold',
      set_name: 'Topps Update',
      set_slug: 'topps-update',
      year: 2011,
      color_name: 'Gold',
      color_hex: '#d4af37',
      print_run_display: '/2011',
      is_parallel: true,
      card_count: 330,
    },
  },
];
