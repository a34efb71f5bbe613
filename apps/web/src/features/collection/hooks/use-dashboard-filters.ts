import { useState } from 'react';
import type { Location } from '@cardbinder/shared';
import type { CollectionFilters } from '../lib/collection-query-string';
import type { TraitFilter } from '../components/collection-stats';
import { dashboardLocationIds, NO_TRAIT_FILTERS } from '../lib/dashboard-filters';

const toggle = (list: readonly number[], id: number) =>
  list.includes(id) ? list.filter((value) => value !== id) : [...list, id];

/**
 * Dashboard filter state. Until the user picks locations, the ones flagged is_dashboard are the
 * selection (spec 2 §4 "On first load"), so no effect has to copy them in.
 */
export function useDashboardFilters(locations: readonly Location[] | undefined) {
  const [pickedLocations, setPickedLocations] = useState<number[] | null>(null);
  const [teamIds, setTeamIds] = useState<number[]>([]);
  const [traits, setTraits] = useState<Record<TraitFilter, boolean>>(NO_TRAIT_FILTERS);
  const known = new Set((locations ?? []).map((location) => location.user_location_id));
  const locationIds = (pickedLocations ?? dashboardLocationIds(locations ?? [])).filter((id) =>
    known.has(id),
  );

  const filters: CollectionFilters = { locationIds, teamIds, ...traits };
  return {
    filters,
    ready: locations !== undefined,
    traits,
    toggleTrait: (key: TraitFilter) => setTraits((current) => ({ ...current, [key]: !current[key] })),
    toggleTeam: (id: number) => setTeamIds((current) => toggle(current, id)),
    toggleLocation: (id: number) => setPickedLocations(toggle(locationIds, id)),
    selectLocation: (id: number) =>
      setPickedLocations(locationIds.includes(id) ? locationIds : [...locationIds, id]),
    dropLocation: (id: number) => setPickedLocations(locationIds.filter((value) => value !== id)),
  };
}
