import type { Location } from '@cardbinder/shared';
import type { CollectionFilters } from './collection-query-string';
import type { TraitFilter } from '../components/collection-stats';

export const NO_TRAIT_FILTERS: Readonly<Record<TraitFilter, boolean>> = {
  autos: false,
  relics: false,
  graded: false,
  rookies: false,
};

/** On first load the locations flagged is_dashboard are the selected ones (spec 2 §4). */
export const dashboardLocationIds = (locations: readonly Location[]): number[] =>
  locations.filter((location) => location.is_dashboard).map((location) => location.user_location_id);

/** What the dashboard shows before the user touches a filter; the prefetch asks for exactly this list. */
export function firstDashboardFilters(locations: readonly Location[]): CollectionFilters {
  return { locationIds: dashboardLocationIds(locations), teamIds: [], ...NO_TRAIT_FILTERS };
}
