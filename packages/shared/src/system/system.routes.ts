/** The home page's counts call, zod-free: the home page reaches it through this, typed by its contract. */
export const databaseStatsRoute = { method: 'GET', path: '/api/database-stats' } as const;
