/**
 * Client calls whose server routes are not built yet. Calling them would answer 404 and, in the
 * browser, log a console error on every page; each flag is switched on by the issue that adds its route.
 */
export const serverFeatures = {
  notifications: false,
} as const;
