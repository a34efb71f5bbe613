/** What other modules may use of the photos module: checking and re-encoding uploaded images. */
export { detectImageType, processSquareImage, readLimited } from './image-processing';
export { createPhotoUrlSigner, type PhotoUrlSigner } from './photo-urls';
export { processImage } from './image-processing';
export { photoFileRoutes } from './photo-files.routes';
export { photoRoutes } from './photos.routes';
export { primaryPhotoUrl } from './primary-photo';
export { createPhotoFilesService } from './photo-files.service';
export { createPhotosService } from './photos.service';
