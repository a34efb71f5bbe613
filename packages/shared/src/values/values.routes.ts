/** Where the calls the public pages make answer, zod-free (EndpointRoute): a page calls through these, typed by its contract, so its code does not build the contracts' schemas. */
export const cardValuesRoute = { method: 'GET', path: '/api/cards/:card_id/values' } as const;
export const costToFinishRoute = { method: 'GET', path: '/api/user/finish' } as const;
export const setsInProgressRoute = { method: 'GET', path: '/api/user/sets-in-progress' } as const;
