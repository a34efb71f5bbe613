/** Where the calls the public pages make answer, zod-free (EndpointRoute): a page calls through these, typed by its contract, so its code does not build the contracts' schemas. */
export const listWantsRoute = { method: 'GET', path: '/api/trading/wants' } as const;
export const wantedCardsRoute = { method: 'GET', path: '/api/trading/wants/status' } as const;
export const putWantRoute = { method: 'PUT', path: '/api/trading/wants/:card_id' } as const;
export const deleteWantRoute = { method: 'DELETE', path: '/api/trading/wants/:card_id' } as const;
export const bulkWantsRoute = { method: 'POST', path: '/api/trading/wants/bulk' } as const;
export const removeWantsRoute = { method: 'POST', path: '/api/trading/wants/remove' } as const;
export const wantMissingRoute = { method: 'POST', path: '/api/trading/wants/series/:series_id' } as const;
export const myOffersRoute = { method: 'GET', path: '/api/trading/offers' } as const;
export const setOffersRoute = { method: 'PUT', path: '/api/trading/offers' } as const;
export const offerDuplicatesRoute = { method: 'POST', path: '/api/trading/offers/duplicates' } as const;
export const collectorTradingRoute = { method: 'GET', path: '/api/trading/collectors/:username' } as const;
export const blockCollectorRoute = { method: 'PUT', path: '/api/trading/blocks/:username' } as const;
export const unblockCollectorRoute = { method: 'DELETE', path: '/api/trading/blocks/:username' } as const;
export const tradeSettingsRoute = { method: 'GET', path: '/api/trading/settings' } as const;
export const updateTradeSettingsRoute = { method: 'PUT', path: '/api/trading/settings' } as const;
