/** The session calls every page makes, zod-free: the app shell reaches them through these, typed by their contracts. */
export const logoutRoute = { method: 'POST', path: '/api/auth/logout' } as const;
export const authProfileRoute = { method: 'GET', path: '/api/auth/profile' } as const;
