/** My Collection → Import (issue 44): a CSV or XLSX matched to the catalogue and added as one undoable batch. */
export { collectionImportRoutes } from './collection-import.routes';
export { createCollectionImportService, type CollectionImportService } from './collection-import.service';
export { COMMIT_IMPORT_JOB, commitImportJobHandler } from './commit-import.job';
export { MATCH_IMPORT_JOB, matchImportJobHandler } from './match-lines.job';
