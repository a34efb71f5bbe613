import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createEventBus, DOMAIN_EVENT_JOB, type EventBus } from './events';
import { housekeepingSchedule, type Schedule } from './jobs/schedules';
import type { JobHandler } from './jobs/worker';
import { createForegroundGate } from './lib/foreground-gate';
import {
  createAchievementsService,
  createAdminAchievementsService,
  createQuerySandbox,
  EVALUATE_COLLECTOR_JOB,
  evaluateCollectorJobHandler,
  REEVALUATE_ALL_JOB,
  reevaluateAllJobHandler,
  subscribeAchievements,
} from './modules/achievements';
import {
  createAdminCardsService,
  createAdminPlayersService,
  createAdminSeriesImagesService,
  createAdminSeriesService,
  createAdminSetsService,
  createAdminTeamsService,
} from './modules/admin-catalogue';
import {
  ADMIN_METRICS_JOB,
  adminMetricsJobHandler,
  adminMetricsSchedule,
  createDashboardService,
} from './modules/admin-dashboard';
import { subscribeAggregates } from './modules/aggregates';
import { createAdminUsersService } from './modules/admin-users';
import { createAuditService, subscribeAudit } from './modules/audit';
import { createApiKeysService } from './modules/api-keys';
import {
  createAccountDataService,
  DATA_EXPORT_CLEANUP_JOB,
  DATA_EXPORT_JOB,
  dataExportCleanupSchedule,
  dataExportJobHandler,
} from './modules/account-data';
import { createCardImageModerationService, createCardImagesService } from './modules/card-images';
import { createAuthService, type SessionSettings } from './modules/auth';
import { createCardImportService, MATCH_CARDS_JOB, matchCardsJobHandler } from './modules/card-import';
import {
  COMMIT_IMPORT_JOB,
  commitImportJobHandler,
  createCollectionImportService,
  MATCH_IMPORT_JOB,
  matchImportJobHandler,
} from './modules/collection-import';
import {
  createCardsService,
  createPlayersService,
  createSeriesService,
  createSetsService,
  createTeamsService,
} from './modules/catalogue';
import {
  createBulkEditService,
  deleteExpiredUndos,
  createCollectionDashboardService,
  createLocationsService,
  createSeriesBulkService,
  createUserCardsService,
} from './modules/collection';
import { createCommentsService } from './modules/comments';
import { createModerationService } from './modules/moderation';
import {
  createIngestionService,
  createUploadStore,
  INGESTION_JOB,
  ingestionJobHandler,
} from './modules/ingestion';
import type { MailService } from './modules/mail';
import {
  createEbayOauth,
  createMarketplaceConnectionService,
  createMarketplaceSuggestionsService,
  createMarketplaceSyncService,
  MARKETPLACE_SYNC_JOB,
  marketplaceSyncJobHandler,
  marketplaceSyncSchedule,
} from './modules/marketplace';
import {
  createNotificationsService,
  NOTIFICATION_MAIL_JOB,
  notificationMailJobHandler,
  subscribeNotifications,
} from './modules/notifications';
import { createPhotoFilesService, createPhotosService, createPhotoUrlSigner } from './modules/photos';
import {
  createAvatarFilesService,
  createFavoritesService,
  createProfileSettingsService,
  createPublicProfileService,
} from './modules/profiles';
import { createSearchService, subscribeSearchDocuments } from './modules/search';
import {
  createSpreadsheetFiles,
  createSpreadsheetsService,
  SPREADSHEET_JOB,
  spreadsheetJobHandler,
  subscribeSpreadsheets,
} from './modules/spreadsheets';
import { createStatusService } from './modules/system';
import {
  createCollectorsService,
  createMatchesService,
  createTradeMessagesService,
  createTradesService,
  createWantsService,
  guardTradedCopies,
  subscribeTrading,
} from './modules/trading';
import {
  ALL_CARD_VALUES_JOB,
  allCardValuesJobHandler,
  CARD_VALUES_JOB,
  cardValuesJobHandler,
  cardValuesSchedule,
  createBreakdownService,
  createFinishService,
  createValueHistoryService,
  createValuesService,
  subscribeValues,
  VALUE_SNAPSHOT_JOB,
  valueSnapshotJobHandler,
  valueSnapshotSchedule,
} from './modules/values';
import type { FileStorage } from './plugins/storage';

export interface ServiceDependencies {
  config: AppConfig;
  database: Database;
  log: FastifyBaseLogger;
  storage: FileStorage;
  mail: MailService;
}

/**
 * The event bus with every module's subscribers, in delivery order (docs/architecture.md's event map lists
 * them; a test compares the two). Built once per process by createServices, or alone by a command-line tool
 * or a test that writes the catalogue without the services.
 */
export function createDomainEvents(): EventBus {
  const events = createEventBus();
  // counts first: the search documents show them
  subscribeAggregates(events);
  subscribeSearchDocuments(events);
  subscribeSpreadsheets(events);
  subscribeAchievements(events);
  // before notifications: the trades it closes are told in the same delivery
  subscribeTrading(events);
  subscribeNotifications(events);
  subscribeValues(events);
  subscribeAudit(events);
  return events;
}

/**
 * Every service of the app, built once from its dependencies: the HTTP server's routes, the worker process
 * and the job handlers all take theirs from here, so none of them builds its own signer, store or file area.
 */
export function createServices({ config, database, log, storage, mail }: ServiceDependencies) {
  const { db } = database;
  const events = createDomainEvents();
  const session: SessionSettings = { secret: config.jwtSecret, days: config.sessionDays };
  const photoUrls = createPhotoUrlSigner(config.jwtSecret);
  const uploads = createUploadStore(storage);
  const spreadsheetFiles = createSpreadsheetFiles(storage);
  // a copy promised in a trade is not deleted (trading's guard, asked inside the collection's delete)
  const userCards = createUserCardsService({
    db,
    events,
    storage,
    photoUrls,
    log,
    removalGuard: guardTradedCopies,
  });
  const trades = createTradesService({ db, events, userCards });
  const querySandbox = createQuerySandbox(database);
  const locations = createLocationsService(db);
  const search = createSearchService(database.search);
  const marketplaceConnection = createMarketplaceConnectionService({
    db,
    ebay: config.ebay,
    oauth: createEbayOauth(config.ebay),
    stateSecret: config.jwtSecret,
    log,
  });

  const foreground = createForegroundGate();
  const marketplaceSync = createMarketplaceSyncService({
    db,
    foreground,
    ebay: config.ebay,
    thresholds: config.marketplaceMatch,
    connection: marketplaceConnection,
    search,
    userCards,
    locations,
    log,
  });
  const adminPlayers = createAdminPlayersService(db, events);
  const adminTeams = createAdminTeamsService(db, events);

  const jobHandlers: Record<string, JobHandler> = {
    [MARKETPLACE_SYNC_JOB]: marketplaceSyncJobHandler(marketplaceSync, events),
    [INGESTION_JOB]: ingestionJobHandler(uploads, events),
    [SPREADSHEET_JOB]: spreadsheetJobHandler(spreadsheetFiles),
    [DOMAIN_EVENT_JOB]: events.jobHandler,
    [ADMIN_METRICS_JOB]: adminMetricsJobHandler,
    [EVALUATE_COLLECTOR_JOB]: evaluateCollectorJobHandler(querySandbox.requirementValue),
    [REEVALUATE_ALL_JOB]: reevaluateAllJobHandler(querySandbox.requirementValue),
    [MATCH_CARDS_JOB]: matchCardsJobHandler,
    [NOTIFICATION_MAIL_JOB]: notificationMailJobHandler(mail, config.appUrl),
    [CARD_VALUES_JOB]: cardValuesJobHandler,
    [ALL_CARD_VALUES_JOB]: allCardValuesJobHandler,
    [VALUE_SNAPSHOT_JOB]: valueSnapshotJobHandler,
    [DATA_EXPORT_JOB]: dataExportJobHandler({ storage, collection: (userId) => userCards.listAll(userId) }),
    [MATCH_IMPORT_JOB]: matchImportJobHandler({
      storage,
      finder: search,
      thresholds: config.marketplaceMatch,
    }),
    [COMMIT_IMPORT_JOB]: commitImportJobHandler({
      storage,
      addEntries: userCards.addEntries,
      createLocation: async (userId, name) =>
        (await locations.create(userId, { location: name })).user_location_id,
    }),
    [DATA_EXPORT_CLEANUP_JOB]: async () => {
      await accountData.removeExpired();
      await deleteExpiredUndos(db);
    },
  };

  /** what the workers queue on a clock, once per run however many workers run */
  const schedules: Schedule[] = [
    marketplaceSyncSchedule,
    adminMetricsSchedule,
    housekeepingSchedule,
    cardValuesSchedule,
    valueSnapshotSchedule,
    dataExportCleanupSchedule,
  ];
  const values = createValuesService(db);

  const accountData = createAccountDataService({ db, events, storage, log });
  const status = createStatusService(database);
  const audit = createAuditService(db);
  const auth = createAuthService({
    db,
    events,
    mail,
    session,
    appUrl: config.appUrl,
    mailPerAddressPerHour: config.mailPerAddressPerHour,
    log,
  });

  return {
    foreground,
    session,
    mail,
    storage,
    photoUrls,
    events,
    jobHandlers,
    schedules,
    auth,
    audit,
    apiKeys: createApiKeysService(db),
    accountData,
    moderation: createModerationService(db, events),
    dashboard: createDashboardService({
      db,
      health: () => status.health(),
      dataDir: config.dataDir,
      mailConfigured: mail.configured,
      audit,
    }),
    adminUsers: createAdminUsersService({ db, auth, mail }),
    players: createPlayersService(db),
    teams: createTeamsService(db),
    sets: createSetsService(db),
    series: createSeriesService(db),
    cards: createCardsService(db),
    spreadsheets: createSpreadsheetsService(db, spreadsheetFiles),
    adminPlayers,
    adminSets: createAdminSetsService({ db, events, storage }),
    adminTeams,
    cardImport: createCardImportService({ db, events, players: adminPlayers, teams: adminTeams }),
    adminSeries: createAdminSeriesService(db, events),
    adminSeriesImages: createAdminSeriesImagesService({ db, events, storage }),
    adminCards: createAdminCardsService(db, events),
    search,
    userCards,
    seriesBulk: createSeriesBulkService(db, userCards),
    bulkEdit: createBulkEditService(db, events, userCards),
    collectionImport: createCollectionImportService({
      db,
      storage,
      removeUnlessHeld: userCards.removeUnlessHeld,
    }),
    collectionDashboard: createCollectionDashboardService(db),
    locations,
    photos: createPhotosService({ db, events, storage, photoUrls, log }),
    photoFiles: createPhotoFilesService({ db, storage, photoUrls }),
    cardImages: createCardImagesService({ db, events, storage, log }),
    cardImageModeration: createCardImageModerationService({ db, events, storage, log }),
    comments: createCommentsService(db, events),
    notifications: createNotificationsService(db),
    achievements: createAchievementsService(db),
    querySandbox,
    adminAchievements: createAdminAchievementsService(db, querySandbox),
    profileSettings: createProfileSettingsService({ db, events, storage, log }),
    publicProfiles: createPublicProfileService(db, photoUrls),
    favorites: createFavoritesService(db, photoUrls),
    avatarFiles: createAvatarFilesService({ db, storage }),
    ingestion: createIngestionService(db, uploads),
    status,
    marketplaceConnection,
    marketplaceSync,
    marketplaceSuggestions: createMarketplaceSuggestionsService(db, { userCards, locations }),
    wants: createWantsService(db),
    tradeCollectors: createCollectorsService(db, events),
    trades,
    tradeMessages: createTradeMessagesService(db, events, trades),
    // each side of a match is summed from the cards' raw values
    tradeMatches: createMatchesService(db, values.rawValues),
    values,
    finish: createFinishService(db),
    breakdown: createBreakdownService(db),
    valueHistory: createValueHistoryService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
