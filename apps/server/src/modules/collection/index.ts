/** What other modules may use of the collection module. */
export { placeFavorite, removeFavorite } from './favorite-cards';
export { collectionRoutes } from './collection.routes';
