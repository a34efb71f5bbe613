/** The dashboard's GET calls, named once for its hooks and for the entry chunk's early requests. */
export const dashboardUrls = {
  locations: '/api/user/locations',
  stats: '/api/user/collection/stats',
  teams: '/api/user/collection/cards/teams-with-players',
  cards: (query: string) => `/api/user/collection/cards?${query}`,
} as const;
