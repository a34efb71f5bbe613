import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { DOMAIN_EVENT_JOB, domainEventJobHandler } from './events';
import type { JobHandler } from './jobs/worker';
import {
  createAdminCardsService,
  createAdminPlayersService,
  createAdminSeriesImagesService,
  createAdminSeriesService,
  createAdminSetsService,
  createAdminTeamsService,
} from './modules/admin-catalogue';
import { createAuthService, type SessionSettings } from './modules/auth';
import { createCardImportService, MATCH_CARDS_JOB, matchCardsJobHandler } from './modules/card-import';
import {
  createCardsService,
  createPlayersService,
  createSeriesService,
  createSetsService,
  createTeamsService,
} from './modules/catalogue';
import {
  createCollectionDashboardService,
  createLocationsService,
  createSeriesBulkService,
  createUserCardsService,
} from './modules/collection';
import { createCommentsService } from './modules/comments';
import {
  createIngestionService,
  createUploadStore,
  INGESTION_JOB,
  ingestionJobHandler,
} from './modules/ingestion';
import type { MailService } from './modules/mail';
import { createNotificationsService } from './modules/notifications';
import { createPhotoFilesService, createPhotosService, createPhotoUrlSigner } from './modules/photos';
import {
  createAvatarFilesService,
  createFavoritesService,
  createProfileSettingsService,
  createPublicProfileService,
} from './modules/profiles';
import { createSearchService } from './modules/search';
import {
  createSpreadsheetFiles,
  createSpreadsheetsService,
  SPREADSHEET_JOB,
  spreadsheetJobHandler,
} from './modules/spreadsheets';
import { createStatusService } from './modules/system';
import type { FileStorage } from './plugins/storage';

export interface ServiceDependencies {
  config: AppConfig;
  database: Database;
  log: FastifyBaseLogger;
  storage: FileStorage;
  mail: MailService;
}

/**
 * Every service of the app, built once from its dependencies: the HTTP server's routes, the worker process
 * and the job handlers all take theirs from here, so none of them builds its own signer, store or file area.
 */
export function createServices({ config, database, log, storage, mail }: ServiceDependencies) {
  const { db } = database;
  const session: SessionSettings = { secret: config.jwtSecret, days: config.sessionDays };
  const photoUrls = createPhotoUrlSigner(config.jwtSecret);
  const uploads = createUploadStore(config.dataDir);
  const spreadsheetFiles = createSpreadsheetFiles(config.dataDir);
  const userCards = createUserCardsService({ db, storage, photoUrls, log });
  const adminPlayers = createAdminPlayersService(db);
  const adminTeams = createAdminTeamsService(db);

  const jobHandlers: Record<string, JobHandler> = {
    [INGESTION_JOB]: ingestionJobHandler(uploads),
    [SPREADSHEET_JOB]: spreadsheetJobHandler(spreadsheetFiles),
    [DOMAIN_EVENT_JOB]: domainEventJobHandler,
    [MATCH_CARDS_JOB]: matchCardsJobHandler,
  };

  return {
    session,
    mail,
    storage,
    photoUrls,
    jobHandlers,
    auth: createAuthService({
      db,
      mail,
      session,
      appUrl: config.appUrl,
      mailPerAddressPerHour: config.mailPerAddressPerHour,
      log,
    }),
    players: createPlayersService(db),
    teams: createTeamsService(db),
    sets: createSetsService(db),
    series: createSeriesService(db),
    cards: createCardsService(db),
    spreadsheets: createSpreadsheetsService(db, spreadsheetFiles),
    adminPlayers,
    adminSets: createAdminSetsService({ db, storage }),
    adminTeams,
    cardImport: createCardImportService({ db, players: adminPlayers, teams: adminTeams }),
    adminSeries: createAdminSeriesService(db),
    adminSeriesImages: createAdminSeriesImagesService({ db, storage }),
    adminCards: createAdminCardsService(db),
    search: createSearchService(database.search),
    userCards,
    seriesBulk: createSeriesBulkService(db, userCards),
    collectionDashboard: createCollectionDashboardService(db),
    locations: createLocationsService(db),
    photos: createPhotosService({ db, storage, photoUrls, log }),
    photoFiles: createPhotoFilesService({ db, storage, photoUrls }),
    comments: createCommentsService(db),
    notifications: createNotificationsService(db),
    profileSettings: createProfileSettingsService({ db, storage, log }),
    publicProfiles: createPublicProfileService(db, photoUrls),
    favorites: createFavoritesService(db, photoUrls),
    avatarFiles: createAvatarFilesService({ db, storage }),
    ingestion: createIngestionService(db, uploads),
    status: createStatusService(database),
  };
}

export type Services = ReturnType<typeof createServices>;
