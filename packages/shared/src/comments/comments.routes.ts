/** Where the calls the public pages make answer, zod-free (EndpointRoute): a page calls through these, typed by its contract, so its code does not build the contracts' schemas. */
/** The Recent Activity feeds of sets and series. */
export const activityRoutes = {
  set: { method: 'GET', path: '/api/comments/set/:id/activity' },
  series: { method: 'GET', path: '/api/comments/series/:id/activity' },
} as const;
export const listCommentsRoute = { method: 'GET', path: '/api/comments/:itemType/:itemId' } as const;
export const postCommentRoute = { method: 'POST', path: '/api/comments/:itemType/:itemId' } as const;
export const editCommentRoute = { method: 'PUT', path: '/api/comments/:commentId' } as const;
export const deleteCommentRoute = { method: 'DELETE', path: '/api/comments/:commentId' } as const;
