/** The catalogue calls the public pages make, zod-free (see EndpointRoute): a page's code does not build the contracts' schemas. */
export const cardsListRoute = { method: 'GET', path: '/api/cards' } as const;
export const seriesBySetSlugsRoute = { method: 'GET', path: '/api/sets/:year/:setSlug/:seriesSlug' } as const;
export const seriesBySlugRoute = { method: 'GET', path: '/api/series/by-slug/:slug' } as const;
export const setDetailRoute = { method: 'GET', path: '/api/sets/:year/:setSlug' } as const;
export const setYearsRoute = { method: 'GET', path: '/api/sets/years' } as const;
export const setsListRoute = { method: 'GET', path: '/api/sets-list' } as const;
export const playerDetailRoute = { method: 'GET', path: '/api/players/by-slug/:slug' } as const;
export const playersListRoute = { method: 'GET', path: '/api/players-list' } as const;
export const trackPlayerVisitRoute = { method: 'POST', path: '/api/players/track-visit' } as const;
export const teamDetailRoute = { method: 'GET', path: '/api/teams/by-slug/:slug' } as const;
export const teamsListRoute = { method: 'GET', path: '/api/teams-list' } as const;
export const trackTeamVisitRoute = { method: 'POST', path: '/api/teams/track-visit' } as const;
export const cardByNumberRoute = {
  method: 'GET',
  path: '/api/card/:seriesSlug/:cardNumber/:playerSlug',
} as const;
export const cardBySlugsRoute = {
  method: 'GET',
  path: '/api/card-detail/:year/:setSlug/:seriesSlug/:cardSlug',
} as const;
export const spreadsheetStatusRoute = {
  method: 'GET',
  path: '/api/spreadsheet-generation/status/:setId',
} as const;
export const generateSpreadsheetRoute = {
  method: 'POST',
  path: '/api/spreadsheet-generation/generate/:setId',
} as const;
