/** What other modules and the CLI may use of the marketplace module. */
export { matchTitle, type CardFinder, type MatchThresholds, type TitleMatch } from './title-matcher';
export { parseTitle, type ParsedTitle } from './title-parser';
export { matchReport, type MatchReportEntry } from './match-report';
export { marketplaceRoutes } from './marketplace.routes';
export { createMarketplaceConnectionService } from './connection.service';
export { createMarketplaceSyncService } from './sync.service';
export { createMarketplaceSuggestionsService } from './suggestions.service';
export { createEbayOauth } from './ebay-oauth';
export { startEbayStandIn, type EbayStandIn } from './stand-in/ebay-stand-in';
export {
  enqueueDueSyncs,
  MARKETPLACE_SYNC_JOB,
  marketplaceSyncJobHandler,
  marketplaceSyncSchedule,
} from './background-sync';
// the matching bench writes full-size catalogue cards the way the held-out labelled titles are written
export { cardTitle, HELD_OUT_TEMPLATES, type SampleCard } from './labelled/card-titles';
export { parallelWording, pick, playerWording, seededRandom, setWordings } from './labelled/seller-wording';
export { describeMeasures, isLabelledCard, matchMeasures } from './match-measures';
export { matchTitles } from './title-batch';
export { candidateCards, type CandidateCard } from './marketplace.queries';
