import {
  collectionCardsContract,
  collectionStatsContract,
  collectionTeamsContract,
  listLocationsContract,
} from '@cardbinder/shared';

/** The dashboard's GET calls, named once for its hooks and for the entry chunk's early requests. */
export const dashboardUrls = {
  locations: listLocationsContract.path,
  stats: collectionStatsContract.path,
  teams: collectionTeamsContract.path,
  cards: (query: string) => `${collectionCardsContract.path}?${query}`,
} as const;
