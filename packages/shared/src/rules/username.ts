export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const USERNAME_RULE_MESSAGE =
  'Username must be 3-30 characters and contain only letters, numbers, dots, underscores, or dashes';

/**
 * Public profiles live at /{username}, so no username may be a first path segment of the app or the API
 * (compared without case).
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'achievements',
  'admin',
  'api',
  'assets',
  'attributions',
  'auth',
  'card',
  'cards',
  'check-email',
  'collection',
  'dashboard',
  'design-system-demo',
  'favicon.svg',
  'forgot-password',
  'health',
  'help',
  'home',
  'login',
  'logout',
  'marketplace',
  'notifications',
  'players',
  'profile',
  'register',
  'reset-password',
  'search',
  'series',
  'sets',
  'settings',
  'signup',
  'status',
  'support',
  'teams',
  'trades',
  'user',
  'users',
  'verify-email',
  'wants',
]);

export const isReservedUsername = (value: string): boolean => RESERVED_USERNAMES.has(value.toLowerCase());

/** The pattern, and not one of the app's own addresses. */
export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value) && !isReservedUsername(value);
}
