/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { CardHeader, type CardHeaderProps } from './components/card-header';
// for the pages (app/)
export { type CardRoute, notFoundSeries, useCardDetail } from './api/use-card-detail';
export { CardImages } from './components/card-images';
export { CardNav } from './components/card-nav';
export { CardNotFound } from './components/card-not-found';
export { CardStats } from './components/card-stats';
export { ShareButtons } from './components/share-buttons';
export { cardPathLike, cardRouteLike, seriesPathOf, shareText } from './lib/card-page-links';
export { MasterSetDownload } from './components/master-set-download';
