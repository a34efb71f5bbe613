/** The back office's picture moderation queue. */
export { CardImageQueue } from './components/card-image-queue';
