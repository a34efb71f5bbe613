import type { AppConfig } from '@/config';
import { createUploadStore } from '@/modules/ingestion';
import { INGESTION_JOB, ingestionJobHandler } from '@/modules/ingestion';
import { createSpreadsheetFiles, SPREADSHEET_JOB, spreadsheetJobHandler } from '@/modules/spreadsheets';
import type { JobHandler } from './worker';

/** Every job type the worker runs, by type name. */
export function jobHandlers(config: AppConfig): Record<string, JobHandler> {
  return {
    [INGESTION_JOB]: ingestionJobHandler(createUploadStore(config.dataDir)),
    [SPREADSHEET_JOB]: spreadsheetJobHandler(createSpreadsheetFiles(config.dataDir)),
  };
}
