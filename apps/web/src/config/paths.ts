/** Every route the client links to, in one place (spec §2 route table). */
export const paths = {
  home: '/',
  homeAlias: '/home',
  login: '/login',
  register: '/register',
  authLogin: '/auth/login',
  authSignup: '/auth/signup',
  checkEmail: '/check-email',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  players: '/players',
  teams: '/teams',
  sets: '/sets',
  search: '/search',
  collection: '/collection',
  dashboard: '/dashboard',
  profile: '/profile',
  settings: '/settings',
  settingsProfile: '/settings/profile',
  help: '/help',
  status: '/status',
  notifications: '/notifications',
  attributions: '/attributions',
  achievements: '/achievements',
  trades: '/trades',
  tradeMatches: '/trades/matches',
  wants: '/wants',
  designSystemDemo: '/design-system-demo',
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    teams: '/admin/teams',
    players: '/admin/players',
    sets: '/admin/sets',
    series: '/admin/series',
    cards: '/admin/cards',
    import: '/admin/import',
    ingestion: '/admin/ingestion',
    achievements: '/admin/achievements',
    queryTester: '/admin/query-tester',
  },
} as const;

export const searchPath = (query: string) => `${paths.search}?q=${encodeURIComponent(query)}`;

/** A public profile: spec 3 names /profile/{username}; this app serves profiles at /{username} (spec 1). */
export const publicProfilePath = (username: string) => `/${encodeURIComponent(username)}`;
