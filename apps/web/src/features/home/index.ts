/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { HomeSearch } from './components/home-search';
// for the pages (app/)
export { DatabaseCounts } from './components/database-counts';
export { FeatureTiles } from './components/feature-tiles';
