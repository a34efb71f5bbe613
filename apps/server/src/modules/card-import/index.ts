/** The checklist import wizard (/admin/import): read an xlsx, match it to the catalogue, create its cards. */
export { cardImportRoutes } from './card-import.routes';
export { createCardImportService } from './card-import.service';
export { MATCH_CARDS_JOB, matchCardsJobHandler } from './match-cards.job';
