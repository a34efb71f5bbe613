import { countLabel, type Location } from '@cardbinder/shared';

const NAMES_SHOWN = 3;

export const cardCount = (count: number) => countLabel(count, 'card');

/**
 * One sentence saying which cards the location tags let through (spec 2 §4: selected locations only, or only
 * the cards without a location when none is selected); null when the collector has no locations, as then
 * every card is shown.
 */
export function locationScopeText(
  locations: readonly Location[],
  selectedIds: readonly number[],
  showingAll: boolean,
): string | null {
  if (locations.length === 0) return null;
  if (showingAll) return 'Showing every location and the cards without a location.';
  if (selectedIds.length === 0) return 'No location selected: showing only cards without a location.';
  const selected = locations.filter((location) => selectedIds.includes(location.user_location_id));
  const names = selected.map((item) => item.location);
  const where =
    selected.length === locations.length && names.length > NAMES_SHOWN + 1
      ? `all ${names.length} locations`
      : listed(names);
  return `Showing ${where}. Cards without a location are hidden.`;
}

/** 'A', 'A and B', 'A, B, C and D', then 'A, B, C and 2 more locations'. */
function listed(names: readonly string[]): string {
  // 'and 1 more location' would be no shorter than the name it stands for
  if (names.length > NAMES_SHOWN + 1) {
    return `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more locations`;
  }
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

export interface CollectionSize {
  /** total_cards of the header stats, once they came */
  statsTotal: number | undefined;
  locations: readonly Location[];
  /** the list holds every card the collector owns: the cards without a location, no other filter */
  listHoldsAll: boolean;
  listLength: number | undefined;
}

/**
 * Whether the collector owns no card at all, or undefined while unknown. The header stats settle it; before they
 * come (they are asked after the list) the locations' counts and a list that holds every card do.
 */
export function ownsNoCards({
  statsTotal,
  locations,
  listHoldsAll,
  listLength,
}: CollectionSize): boolean | undefined {
  if (statsTotal !== undefined) return statsTotal === 0;
  if (locations.some((location) => location.card_count > 0) || (listLength ?? 0) > 0) return false;
  if (listHoldsAll && listLength === 0) return true;
  return undefined;
}
