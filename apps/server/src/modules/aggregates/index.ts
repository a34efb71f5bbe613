/** What other modules may use of the aggregates module. */
export { AGGREGATE_TYPES, recomputeAggregate, subscribeAggregates } from './aggregates.service';
