/** Where the calls the public pages make answer, zod-free (EndpointRoute): a page calls through these, typed by its contract, so its code does not build the contracts' schemas. */
export const universalSearchRoute = { method: 'GET', path: '/api/search/universal' } as const;
