/** Limits of the public catalogue calls (spec 1 §9). */
export const CATALOGUE_LIMITS = {
  playersPage: 100,
  playersPageMax: 200,
  /** a team page loads its players 100 at a time, more as the visitor scrolls */
  playersPerTeam: 100,
  teamsDefault: 200,
  teamsMax: 500,
  cardsDefault: 10000,
  cardsMax: 10000,
  seriesListDefault: 100,
  seriesListMax: 1000,
} as const;

export const CATALOGUE_MESSAGES = {
  playerNotFound: 'The requested player could not be found.',
  teamNotFound: 'Team not found',
  setNotFound: 'Set not found',
  seriesNotFound: 'Series not found',
  cardNotFound: 'Card not found',
  spreadsheetUnavailable: 'Spreadsheet is not available for download',
  cardsQueryRequired: 'Give player_id, player_name, series_id, series_slug or series_name',
} as const;
