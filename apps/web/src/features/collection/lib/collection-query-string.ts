export interface CollectionFilters {
  locationIds: readonly number[];
  teamIds: readonly number[];
  autos: boolean;
  relics: boolean;
  graded: boolean;
  rookies: boolean;
  /** 'Show all': every location and the cards without one, whatever locationIds holds */
  allLocations?: boolean;
}

/**
 * The list call's query string: no selected location means only unassigned cards (spec 2 §4); 'Show all' asks
 * for no location at all. Pure and import-free: the entry chunk's early requests build the dashboard's first URL
 * with it.
 */
export function collectionQueryString(filters: CollectionFilters): string {
  const params = new URLSearchParams();
  if (!filters.allLocations) {
    if (filters.locationIds.length === 0) params.set('only_unassigned', 'true');
    for (const id of filters.locationIds) params.append('location_id', String(id));
  }
  for (const id of filters.teamIds) params.append('team_id', String(id));
  if (filters.autos) params.set('is_autograph', 'true');
  if (filters.relics) params.set('is_relic', 'true');
  if (filters.graded) params.set('has_grade', 'true');
  if (filters.rookies) params.set('is_rookie', 'true');
  return params.toString();
}
