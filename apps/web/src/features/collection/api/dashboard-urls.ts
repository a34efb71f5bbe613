/**
 * The dashboard's GET calls, named once for its hooks and for the entry chunk's early requests. Plain strings:
 * the entry chunk must not load the contracts (and zod); dashboard-urls.test.ts holds them to the contracts.
 */
/* eslint-disable no-restricted-syntax */
export const dashboardUrls = {
  locations: '/api/user/locations',
  stats: '/api/user/collection/stats',
  teams: '/api/user/collection/cards/teams-with-players',
  cards: (query: string) => `/api/user/collection/cards?${query}`,
} as const;
/* eslint-enable no-restricted-syntax */
