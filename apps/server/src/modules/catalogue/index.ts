/** The public catalogue: players, teams, sets, series and card pages, and the reference data they rest on. */
export { catalogueRoutes } from './catalogue.routes';
export { nameKey } from './name-keys';
export { LEAGUE_TEAMS, type LeagueTeam } from './reference/league-teams';
export { MLB_CITY_CLUBS, MLB_TEAMS, TEAM_FAN_NAMES, type TeamReference } from './reference/mlb-teams';
export { seedReferenceData } from './reference/seed-reference';
export { toSeries, toSet } from './catalogue.mappers';
export {
  findSeries as findSeriesRow,
  listFamily as listSeriesFamily,
  listSeries as listSeriesRows,
  type SeriesRow,
} from './series.queries';
export { canonicalFirst, slugMatches } from './sql-helpers';
export { listPlayersTeams } from './players.queries';
export { findSetById } from './sets.queries';
export { spreadsheetStatus } from './sets.service';
export { findTeam, listTeams } from './teams.queries';
export { createCardsService } from './cards.service';
export { createPlayersService } from './players.service';
export { createSeriesService } from './series.service';
export { createSetsService } from './sets.service';
export { createTeamsService } from './teams.service';
