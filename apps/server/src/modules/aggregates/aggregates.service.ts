import type { Executor } from '@/db/client';
import type { EventSubscriptions } from '@/events';
import * as q from './aggregates.queries';

export { AGGREGATE_TYPES, type AggregateType, type AggregateScope } from './aggregates.queries';

/** Recomputes one aggregate type over the whole catalogue (admin dashboard "aggregate updates"). */
export async function recomputeAggregate(db: Executor, type: q.AggregateType): Promise<number> {
  switch (type) {
    case 'rookie_count':
      return q.refreshSeriesRookies(db);
    case 'card_entered_count':
      return q.refreshSeriesEntered(db);
    case 'card_count':
      return (await q.refreshSeriesCounts(db)) + (await q.refreshSetCounts(db));
    case 'player_card_count':
      return q.refreshPlayerCounts(db);
    case 'team_card_count':
      return q.refreshTeamCounts(db);
  }
}

/** Brings every aggregate that touches the given rows up to date; call it inside the writing transaction. */
export async function refreshAggregates(db: Executor, scope: q.AggregateScope): Promise<void> {
  if (scope.seriesIds?.length) {
    await q.refreshSeriesRookies(db, scope.seriesIds);
    await q.refreshSeriesEntered(db, scope.seriesIds);
    await q.refreshSeriesCounts(db, scope.seriesIds);
  }
  if (scope.setIds?.length) await q.refreshSetCounts(db, scope.setIds);
  if (scope.playerIds?.length) await q.refreshPlayerCounts(db, scope.playerIds);
  if (scope.teamIds?.length) await q.refreshTeamCounts(db, scope.teamIds);
}

/**
 * The aggregates' subscriber. Counts are kept per listed row and never widen: a writer lists exactly the rows
 * whose counts its change moved (a card's series, set, players and teams). Register it before the search
 * documents', which show these counts.
 */
export function subscribeAggregates(events: EventSubscriptions): void {
  events.on('catalogue.cardsChanged', 'aggregates.counts', refreshAggregates);
}
