/** Where the calls the public pages make answer, zod-free (EndpointRoute): a page calls through these, typed by its contract, so its code does not build the contracts' schemas. */
export const ownedCountsRoute = { method: 'GET', path: '/api/user/collection/owned-counts' } as const;
export const seriesBulkAddRoute = {
  method: 'POST',
  path: '/api/user/collection/series/:series_id/add',
} as const;
export const seriesBulkRemoveRoute = {
  method: 'POST',
  path: '/api/user/collection/series/:series_id/remove',
} as const;
export const bulkAddUserCardsRoute = { method: 'POST', path: '/api/user/cards/bulk' } as const;
export const listLocationsRoute = { method: 'GET', path: '/api/user/locations' } as const;
export const createLocationRoute = { method: 'POST', path: '/api/user/locations' } as const;
export const updateLocationRoute = { method: 'PUT', path: '/api/user/locations/:id' } as const;
export const deleteLocationRoute = { method: 'DELETE', path: '/api/user/locations/:id' } as const;
