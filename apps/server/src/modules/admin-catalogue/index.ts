/** Back-office writes to the catalogue: players, teams, sets, series and cards. */
export { adminCatalogueRoutes } from './admin-catalogue.routes';
export { setThumbnailRoutes } from './admin-sets.routes';
export { createAdminPlayersService } from './admin-players.service';
export { createAdminSetsService } from './admin-sets.service';
export { createAdminTeamsService } from './admin-teams.service';
export { createAdminSeriesService } from './admin-series.service';
export { createAdminCardsService } from './admin-cards.service';
export { playerTeamSearchRoutes } from './admin-cards.routes';
export { createAdminSeriesImagesService } from './admin-series-images.service';
export { seriesImageRoutes } from './admin-series.routes';
