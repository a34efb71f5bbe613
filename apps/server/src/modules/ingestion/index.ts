/** What other modules may use of the ingestion module. */
export {
  type WorkbookOutcome,
  collectWorkbooks,
  describeOutcome,
  ingestWorkbookFile,
  isFailure,
} from './ingest-workbooks';
export { ingestChecklist } from './ingest.service';
export { type CardImport, type ChecklistImport, type PlayerImport, type SeriesImport } from './ingest.types';
export { INGESTION_JOB, ingestionJobHandler } from './ingestion-job';
export { createUploadStore } from './ingestion-uploads';
export { ingestionRoutes } from './ingestion.routes';
export { parseChecklistWorkbook } from './parser';
// the checklist-quality script measures the parser's parts one by one
export { detectFlatColumns } from './parser/flat-reader';
export { addFigures, checklistFigures, emptyFigures, percent } from './quality/checklist-figures';
export { parseGrids } from './parser/parse-workbook';
export type { SheetGrid } from './parser/parser.types';
export { loadGrids } from './parser/sheet-grid';
export { loadSampleCatalogueIfEmpty } from './sample/load-sample';
export { decodeSampleCatalogue, encodeSampleCatalogue } from './sample/sample-format';
export { createIngestionService } from './ingestion.service';
