/** The catalogue calls the public pages make, zod-free (see EndpointRoute): a page's code does not build the contracts' schemas. */
export const cardsListRoute = { method: 'GET', path: '/api/cards' } as const;
