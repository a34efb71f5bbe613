/** Catalogue pictures from collectors' photos: suggestions, the moderation queue, the published files. */
export { cardImagesRoutes } from './card-images.routes';
export { cardImageModerationRoutes } from './card-images-moderation.routes';
export { createCardImagesService, type CardImagesService } from './card-images.service';
export { createCardImageModerationService } from './card-images-moderation.service';
export { publishedCardImages } from './published-pictures';
