/** Query keys of the public catalogue; the signed-in user is part of a key when the answer depends on it. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  players: (filter: { search: string; teamId?: number }, viewer: number | null) =>
    ['catalogue', 'players', { ...filter, viewer }] as const,
  player: (slug: string, viewer: number | null) => ['catalogue', 'player', slug, viewer] as const,
  teams: (limit: number) => ['catalogue', 'teams', limit] as const,
  team: (slug: string) => ['catalogue', 'team', slug] as const,
  setYears: () => ['catalogue', 'set-years'] as const,
  sets: (year: number) => ['catalogue', 'sets', year] as const,
  set: (year: number, setSlug: string) => ['catalogue', 'set', year, setSlug] as const,
  series: (route: SeriesRoute, viewer: number | null) => ['catalogue', 'series', route, viewer] as const,
  seriesCards: (seriesId: number, viewer: number | null) =>
    ['catalogue', 'series-cards', seriesId, viewer] as const,
};

/** A series is reached by its long URL (year, set, series) or by its own slug. */
export type SeriesRoute = { year: number; setSlug: string; seriesSlug: string } | { seriesSlug: string };
