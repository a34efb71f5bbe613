/** Catalogue pictures: showing them (card page, thumbnails, grids), suggesting a photo, a collector's own list. */
export { useCardImagePages, useCardImages } from './api/use-card-images';
export { CardImageGrid, type CardImageGridProps, type GridCard } from './components/card-image-grid';
export { CardImageViewer, type CardImageViewerProps } from './components/card-image-viewer';
export { CardPicture, type CardPictureProps } from './components/card-picture';
export {
  CARD_IMAGE_PAGE,
  CardImagesProvider,
  useCardImagePair,
  usePicturePagesAroundRows,
} from './components/card-images-provider';
export { CardThumb, type CardThumbProps } from './components/card-thumb';
export { MyCardImages } from './components/my-card-images';
export { PhotoCredit } from './components/photo-credit';
export {
  SuggestCardImageDialog,
  type SuggestCardImageDialogProps,
} from './components/suggest-card-image-dialog';
