/** What other parts of the server may use of the account-data module (Download my data, Delete my account). */
export { accountDataRoutes } from './account-data.routes';
export { createAccountDataService, type AccountDataService } from './account-data.service';
export { DATA_EXPORT_JOB, dataExportJobHandler } from './data-export.job';
export { DATA_EXPORT_CLEANUP_JOB, dataExportCleanupSchedule } from './data-export-cleanup';
