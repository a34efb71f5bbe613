export const PRODUCT_NAME = 'CardBinder';

/** The site header's main links: the app draws them, and so does the server's first screen of a page. */
export const MAIN_NAV_LINKS = [
  { label: 'Players', to: '/players' },
  { label: 'Teams', to: '/teams' },
  { label: 'Sets', to: '/sets' },
] as const;
/** The home page's hero: the app draws it, and so does the server's first screen of the home page. */
export const HOME_HERO = {
  title: 'Your sports card collection, organised.',
  lead: 'Browse a catalogue of cards, players, teams, sets and series, and keep track of every card you own.',
} as const;
export const TOKEN_STORAGE_KEY = 'token';
/**
 * A cookie that says only "this browser holds a session token" (never the token: requests authenticate with the
 * bearer header). The server's first screen of a page reads it to leave out what a signed-in page draws
 * differently (a series grid sits below the collector's own controls).
 */
export const SIGNED_IN_COOKIE = 'cb_signed_in';

export const TOAST = { durationMs: 5000, maxVisible: 5, duplicateWindowMs: 1000, cleanupMs: 5000 } as const;
export const SEARCH = { debounceMs: 300, minLength: 2, limit: 50, historySize: 10, historyShown: 5 } as const;
export const RECENT_VISITS_MAX = 20;
export const HOME_COUNT_DEFAULTS = { cards: 793740, players: 6965, teams: 135 } as const;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;
export const VERIFY_REDIRECT_MS = {
  signedIn: 2000,
  toLogin: 3000,
  alreadyVerified: 2000,
  resent: 2000,
} as const;
export const COMMENT = { maxLength: 5000, editWindowMinutes: 15, activityPageSize: 20 } as const;
export const PHOTOS = { maxPerCard: 5, maxBytes: 5 * 1024 * 1024 } as const;
export const TEAM_DEFAULT_COLORS = { primary: '#666', secondary: '#999' } as const;

export function pageTitle(screen: string): string {
  return `${screen} - ${PRODUCT_NAME}`;
}
