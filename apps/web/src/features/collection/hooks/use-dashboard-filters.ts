import { useState } from 'react';
import type { Location } from '@cardbinder/shared';
import type { CollectionFilters } from '../lib/collection-query-string';
import type { TraitFilter } from '../components/collection-stats';
import { dashboardLocationIds, NO_TRAIT_FILTERS } from '../lib/dashboard-filters';

const toggle = (list: readonly number[], id: number) =>
  list.includes(id) ? list.filter((value) => value !== id) : [...list, id];

/**
 * Dashboard filter state. Until the user picks locations, the ones flagged is_dashboard are the
 * selection (spec 2 §4 "On first load"), so no effect has to copy them in. 'Show all' selects every
 * location and the cards without one and clears the other filters; picking a location leaves it.
 */
export function useDashboardFilters(locations: readonly Location[] | undefined) {
  const [pickedLocations, setPickedLocations] = useState<number[] | null>(null);
  const [showingAll, setShowingAll] = useState(false);
  const [teamIds, setTeamIds] = useState<number[]>([]);
  const [traits, setTraits] = useState<Record<TraitFilter, boolean>>(NO_TRAIT_FILTERS);
  const allIds = (locations ?? []).map((location) => location.user_location_id);
  const known = new Set(allIds);
  const locationIds = showingAll
    ? allIds
    : (pickedLocations ?? dashboardLocationIds(locations ?? [])).filter((id) => known.has(id));

  const filters: CollectionFilters = { locationIds, teamIds, ...traits, allLocations: showingAll };
  const pick = (ids: number[]) => {
    setShowingAll(false);
    setPickedLocations(ids);
  };
  return {
    filters,
    ready: locations !== undefined,
    traits,
    showingAll,
    /** a team or trait filter is on */
    narrowed: teamIds.length > 0 || Object.values(traits).some(Boolean),
    toggleTrait: (key: TraitFilter) => setTraits((current) => ({ ...current, [key]: !current[key] })),
    toggleTeam: (id: number) => setTeamIds((current) => toggle(current, id)),
    toggleLocation: (id: number) => pick(toggle(locationIds, id)),
    selectLocation: (id: number) => {
      if (!showingAll && !locationIds.includes(id)) pick([...locationIds, id]);
    },
    dropLocation: (id: number) => {
      if (!showingAll) pick(locationIds.filter((value) => value !== id));
    },
    showAll: () => {
      setShowingAll(true);
      setTeamIds([]);
      setTraits(NO_TRAIT_FILTERS);
    },
  };
}
