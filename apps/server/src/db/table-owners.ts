/**
 * Who writes which table (docs/architecture.md, "Table ownership"). A module writes its own tables; another
 * module asks it (a function of its index) or reacts to its events. The writes that break the rule on purpose
 * are listed in SHARED_WRITES with their reason; a test scans the server's SQL for inserts, updates and
 * deletes and fails on any other. Owners are module names, or a folder of the server for the kernel's tables.
 */
export const TABLE_OWNERS = {
  // accounts
  users: 'auth',
  sessions: 'auth',
  login_failures: 'auth',
  email_tokens: 'auth',
  mail_outbox: 'mail',
  api_keys: 'api-keys',
  user_mutes: 'moderation',
  // the catalogue: the back office edits it, the catalogue module serves it
  organizations: 'catalogue',
  manufacturers: 'catalogue',
  grading_agencies: 'catalogue',
  visits: 'catalogue',
  colors: 'admin-catalogue',
  teams: 'admin-catalogue',
  players: 'admin-catalogue',
  player_teams: 'admin-catalogue',
  sets: 'admin-catalogue',
  series: 'admin-catalogue',
  cards: 'admin-catalogue',
  card_player_teams: 'admin-catalogue',
  slug_redirects: 'admin-catalogue',
  sample_catalogue_load: 'ingestion',
  // what is kept for the catalogue's readers
  card_list_rows: 'card-list',
  catalogue_changes: 'card-list',
  collection_versions: 'card-list',
  search_documents: 'search',
  search_cards: 'search',
  search_words: 'search',
  search_index_state: 'search',
  set_spreadsheets: 'spreadsheets',
  // collectors
  user_locations: 'collection',
  user_cards: 'collection',
  user_favorite_cards: 'collection',
  user_card_bulk_undo: 'collection',
  data_exports: 'account-data',
  collection_imports: 'collection-import',
  collection_import_lines: 'collection-import',
  collection_import_entries: 'collection-import',
  user_card_photos: 'photos',
  comments: 'comments',
  notifications: 'notifications',
  achievement_categories: 'achievements',
  achievements: 'achievements',
  user_achievements: 'achievements',
  marketplace_accounts: 'marketplace',
  marketplace_oauth_states: 'marketplace',
  marketplace_purchases: 'marketplace',
  marketplace_remembered_wordings: 'marketplace',
  trade_wants: 'trading',
  trade_offers: 'trading',
  trades: 'trading',
  trade_items: 'trading',
  trade_transitions: 'trading',
  trade_feedback: 'trading',
  trade_blocks: 'trading',
  trade_settings: 'trading',
  card_values: 'values',
  card_value_queue: 'values',
  value_settings: 'values',
  collection_value_snapshots: 'values',
  // the back office's own records
  card_images: 'card-images',
  card_image_consents: 'card-images',
  audit_log: 'audit',
  admin_metric_snapshots: 'admin-dashboard',
  // the kernel
  jobs: 'jobs',
  job_schedule_runs: 'jobs',
  // what every server of a cluster shares: kept files and request counters
  stored_files: 'plugins',
  stored_file_chunks: 'plugins',
  rate_limit_counters: 'plugins',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;

const CATALOGUE_ROWS = [
  'colors',
  'manufacturers',
  'teams',
  'players',
  'player_teams',
  'sets',
  'series',
  'cards',
  'card_player_teams',
] as const satisfies readonly TableName[];

/** Writes by a module other than the owner, each with why it may. Nothing else may write another's table. */
export const SHARED_WRITES: { writer: string; tables: readonly TableName[]; reason: string }[] = [
  {
    writer: 'ingestion',
    tables: CATALOGUE_ROWS,
    reason:
      'a checklist lands whole in one transaction, thousands of rows by set-based SQL (per-row calls into the back ' +
      'office would take minutes); its one catalogue.cardsChanged event tells every subscriber',
  },
  {
    writer: 'card-import',
    tables: ['cards', 'card_player_teams', 'player_teams'],
    reason:
      "the back office's card import writes its cards set-based like ingestion; the players and teams it creates " +
      "go through admin-catalogue's services; one catalogue.cardsChanged event",
  },
  {
    writer: 'aggregates',
    tables: ['players', 'teams', 'sets', 'series', 'player_teams'],
    reason: 'only the count columns, which it alone derives (a subscriber of catalogue.cardsChanged)',
  },
  {
    writer: 'catalogue',
    tables: ['players', 'sets'],
    reason: 'only last_viewed, stamped by a visit (a visit is the catalogue module’s, not an edit)',
  },
  {
    writer: 'catalogue',
    tables: ['teams'],
    reason:
      'the reference list of clubs (MLB and the leagues), seeded on start: only the clubs still missing',
  },
  {
    writer: 'admin-catalogue',
    tables: ['visits'],
    reason: "a player merge moves every row of the duplicate, its visits too, in the merge's transaction",
  },
  {
    writer: 'profiles',
    tables: ['users'],
    reason:
      "a collector's own profile columns (names, bio, website, avatar, privacy, username, password hash)",
  },
  {
    writer: 'admin-users',
    tables: ['users'],
    reason: "the back office's account columns (role, active) and deleting an account",
  },
  { writer: 'moderation', tables: ['users'], reason: 'only is_muted, beside its user_mutes row' },
  { writer: 'notifications', tables: ['users'], reason: 'only notifications_off, the per-kind settings' },
  { writer: 'events', tables: ['jobs'], reason: 'domain events are rows of the job table (the outbox)' },
  {
    writer: 'jobs',
    tables: ['rate_limit_counters'],
    reason: 'the hourly housekeeping schedule deletes expired counting windows',
  },
];
