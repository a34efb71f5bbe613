/** What other modules may use of the collection module. */
export { placeFavorite, removeFavorite } from './favorite-cards';
export { collectionRoutes } from './collection.routes';
export { createCollectionDashboardService } from './collection-dashboard.service';
export { createLocationsService } from './locations.service';
export { createSeriesBulkService } from './series-bulk.service';
export { createUserCardsService, type RemovalGuard, type UserCardsService } from './user-cards.service';
export { COPY_GONE, type CopyTransfer } from './transfer-copies';
export { createBulkEditService, type BulkEditService } from './bulk-edit.service';
export { deleteExpiredUndos } from './bulk-edit.queries';
