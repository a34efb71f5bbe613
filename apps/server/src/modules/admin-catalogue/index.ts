/** Back-office writes to the catalogue: players, sets and teams. */
export { adminCatalogueRoutes } from './admin-catalogue.routes';
