import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the app, in one place: a change names what it touches from here, and a reader sees which
 * answers depend on the signed-in viewer (the viewer is part of those keys).
 */

/** A series is reached by its long URL (year, set, series) or by its own slug. */
export type SeriesRoute = { year: number; setSlug: string; seriesSlug: string } | { seriesSlug: string };
export type ActivityScope = 'set' | 'series';

export const collectionKeys = {
  all: ['collection'] as const,
  stats: ['collection', 'stats'] as const,
  achievementStats: ['collection', 'achievement-stats'] as const,
  locations: ['collection', 'locations'] as const,
  teams: ['collection', 'teams'] as const,
  cards: (filters: object) => ['collection', 'cards', filters] as const,
  cardsRoot: ['collection', 'cards'] as const,
  copies: (cardId: number) => ['collection', 'copies', cardId] as const,
  photos: (userCardId: number) => ['collection', 'photos', userCardId] as const,
  gradingAgencies: ['grading-agencies'] as const,
  /** each entry's value (own estimate, else the card's value for its grade) */
  entryValues: ['collection', 'values'] as const,
  /** count and value by year, team, set and player */
  breakdown: ['collection', 'breakdown'] as const,
};

export const catalogueKeys = {
  all: ['catalogue'] as const,
  players: (filter: { search: string; teamId?: number }, viewer: number | null) =>
    ['catalogue', 'players', { ...filter, viewer }] as const,
  player: (slug: string, viewer: number | null) => ['catalogue', 'player', slug, viewer] as const,
  /** every player page's answer (its card table holds owned counts) */
  playerRoot: ['catalogue', 'player'] as const,
  teams: (limit: number) => ['catalogue', 'teams', limit] as const,
  team: (slug: string) => ['catalogue', 'team', slug] as const,
  setYears: () => ['catalogue', 'set-years'] as const,
  sets: (year: number) => ['catalogue', 'sets', year] as const,
  set: (year: number, setSlug: string) => ['catalogue', 'set', year, setSlug] as const,
  series: (route: SeriesRoute, viewer: number | null) => ['catalogue', 'series', route, viewer] as const,
  seriesCardsRoot: ['catalogue', 'series-cards'] as const,
  seriesCards: (seriesId: number, viewer: number | null) =>
    ['catalogue', 'series-cards', seriesId, viewer] as const,
};

export const cardKeys = {
  all: ['cards'] as const,
  detail: (route: object, viewer: number | null) => ['cards', 'detail', route, viewer] as const,
  spreadsheet: (setId: number) => ['cards', 'spreadsheet', setId] as const,
};

export const authKeys = {
  profile: ['auth', 'profile'] as const,
  session: (token: string | null) => ['auth', 'profile', token] as const,
  usernameAvailability: (name: string) => ['auth', 'username-availability', name] as const,
};

export const profileKeys = {
  all: ['profiles'] as const,
  own: ['profiles', 'own'] as const,
  favorites: ['profiles', 'favorites'] as const,
  candidates: (search: string) => ['profiles', 'candidates', search] as const,
  usernameCheck: (name: string) => ['profiles', 'check-username', name] as const,
  publicProfile: (username: string) => ['profiles', 'public', username.toLowerCase()] as const,
};

export const marketplaceKeys = {
  all: ['marketplace'] as const,
  status: ['marketplace', 'status'] as const,
  purchases: ['marketplace', 'purchases'] as const,
  suggestions: ['marketplace', 'suggestions'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** Every comment query lives under ['comments', …]: a post on a card also refreshes the set's activity. */
export const commentKeys = {
  all: ['comments'] as const,
  list: (itemType: string, itemId: number) => ['comments', 'list', itemType, itemId] as const,
  activity: (scope: ActivityScope, id: number) => ['comments', 'activity', scope, id] as const,
};

export const ingestionKeys = {
  all: ['admin', 'ingestion'] as const,
  jobs: () => [...ingestionKeys.all, 'jobs'] as const,
  job: (jobId: number) => [...ingestionKeys.all, 'job', jobId] as const,
};

export const importKeys = {
  series: (filter: object) => ['admin', 'import', 'series', filter] as const,
};

export const adminKeys = {
  player: (id: number) => ['catalogue-admin', 'player', id] as const,
  /** every admin list (players, teams, sets, series, cards): any catalogue edit may change what they show */
  lists: ['catalogue-admin', 'list'] as const,
  players: (filter: object) => ['catalogue-admin', 'list', 'players', filter] as const,
  teamsList: (search: string) => ['catalogue-admin', 'list', 'teams', search] as const,
  sets: (filter: object) => ['catalogue-admin', 'list', 'sets', filter] as const,
  series: (filter: object) => ['catalogue-admin', 'list', 'series', filter] as const,
  colors: ['catalogue-admin', 'colors'] as const,
  cards: (seriesId: number) => ['catalogue-admin', 'list', 'cards', seriesId] as const,
  seriesRoute: (route: object) => ['catalogue-admin', 'series-route', route] as const,
  playerTeamSearch: (search: string) => ['catalogue-admin', 'player-team-search', search] as const,
  teams: ['catalogue-admin', 'teams'] as const,
  organizations: ['catalogue-admin', 'organizations'] as const,
  manufacturers: ['catalogue-admin', 'manufacturers'] as const,
  achievements: ['admin-achievements'] as const,
  achievementList: (filters: object) => ['admin-achievements', 'list', filters] as const,
  achievementCategories: ['admin-achievements', 'categories'] as const,
  achievementRecompute: ['admin-achievements', 'recompute'] as const,
  testerUsers: ['admin-achievements', 'tester-users'] as const,
};

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (query: object) => ['admin-users', 'list', query] as const,
};

export const backOfficeKeys = {
  dashboard: ['back-office', 'dashboard'] as const,
  moderationStats: ['back-office', 'moderation-stats'] as const,
  recentComments: ['back-office', 'recent-comments'] as const,
  spreadsheetQueue: ['back-office', 'spreadsheet-queue'] as const,
  audit: (query: object) => ['back-office', 'audit', query] as const,
};

/** Catalogue pictures: the published ones per card list, a collector's own suggestions, the moderation queue. */
export const cardImageKeys = {
  all: ['card-images'] as const,
  publishedAll: ['card-images', 'published'] as const,
  published: (cardIds: string) => ['card-images', 'published', cardIds] as const,
  mine: ['card-images', 'mine'] as const,
  consent: ['card-images', 'consent'] as const,
  queue: (status: string) => ['card-images', 'queue', status] as const,
};

export const searchKeys = {
  universal: (query: string) => ['search', 'universal', query] as const,
};

/** The collector's achievements; the stats share the dashboard slot's key (their numbers are the same). */
export const achievementKeys = {
  all: ['achievements'] as const,
  list: ['achievements', 'list'] as const,
  progress: ['achievements', 'progress'] as const,
  categories: ['achievements', 'categories'] as const,
  stats: collectionKeys.achievementStats,
};

export const homeKeys = {
  databaseStats: ['catalogue', 'database-stats'] as const,
};

export const supportKeys = {
  attributions: ['support', 'attributions'] as const,
};

/** The signed-in collector's trading: want list, copies for trade, trades, matches; a collector's trading page. */
export const tradingKeys = {
  all: ['trading'] as const,
  wants: (search: string, page: number) => ['trading', 'wants', search, page] as const,
  wanted: (scope: object) => ['trading', 'wanted', scope] as const,
  offers: ['trading', 'offers'] as const,
  collector: (username: string, viewer: number | null) => ['trading', 'collector', username, viewer] as const,
  settings: ['trading', 'settings'] as const,
  blocks: ['trading', 'blocks'] as const,
  matches: (filter: object) => ['trading', 'matches', filter] as const,
  partner: (username: string) => ['trading', 'partner', username] as const,
  trades: (scope: 'open' | 'history') => ['trading', 'trades', scope] as const,
  trade: (tradeId: number) => ['trading', 'trade', tradeId] as const,
  messages: (tradeId: number) => ['trading', 'messages', tradeId] as const,
};

/** Card values (aggregates anyone may read) and the signed-in collector's value setting and history. */
export const valueKeys = {
  all: ['values'] as const,
  card: (cardId: number) => ['values', 'card', cardId] as const,
  settings: ['values', 'settings'] as const,
};

export const accountDataKeys = {
  apiKeys: ['account-data', 'api-keys'] as const,
  exports: ['account-data', 'exports'] as const,
};

/** My Collection → Import: the past imports and one import with a page of its lines. */
export const collectionImportKeys = {
  all: ['collection-import'] as const,
  list: ['collection-import', 'list'] as const,
  importRoot: (id: string) => ['collection-import', 'import', id] as const,
  import: (id: string, lines: { status: string | undefined; page: number }) =>
    ['collection-import', 'import', id, lines] as const,
};

export const queryKeys = {
  collection: collectionKeys,
  catalogue: catalogueKeys,
  cards: cardKeys,
  auth: authKeys,
  profiles: profileKeys,
  notifications: notificationKeys,
  achievements: achievementKeys,
  comments: commentKeys,
  ingestion: ingestionKeys,
  admin: adminKeys,
  adminUsers: adminUserKeys,
  backOffice: backOfficeKeys,
  search: searchKeys,
  home: homeKeys,
  support: supportKeys,
  trading: tradingKeys,
  cardImages: cardImageKeys,
  values: valueKeys,
  accountData: accountDataKeys,
  collectionImport: collectionImportKeys,
};

/** The catalogue answers that carry the viewer's owned counts or completion. */
const OWNED_COUNT_PARTS = new Set(['players', 'player', 'teams', 'team', 'series', 'series-cards']);

/** Whether a cached answer shows something of the signed-in user's collection. */
export function showsCollection([scope, part]: QueryKey): boolean {
  if (scope === 'collection') return part !== 'achievement-stats';
  if (scope === 'cards') return part === 'detail';
  if (scope === 'catalogue') return OWNED_COUNT_PARTS.has(String(part));
  return scope === 'profiles' && (part === 'favorites' || part === 'candidates');
}

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((item, index) => key[index] === item);

export interface CollectionChange {
  /** queries the caller already brought up to date with the server's answer (setQueryData): marked stale, not refetched */
  patched?: readonly QueryKey[];
}

/**
 * After any change to the collection: every cached answer that shows the viewer's cards, counts or completion
 * (the list, header stats, team chips, locations, card-page copies and detail, catalogue owned counts, player
 * detail, favorites) is refetched if on screen; the ones the caller patched only go stale.
 */
export async function collectionChanged(queryClient: QueryClient, { patched = [] }: CollectionChange = {}) {
  const isPatched = (key: QueryKey) => patched.some((prefix) => startsWith(key, prefix));
  await Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => showsCollection(queryKey) && !isPatched(queryKey),
    }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => showsCollection(queryKey) && isPatched(queryKey),
      refetchType: 'none',
    }),
  ]);
}
