import type { Location } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { cardCount, locationScopeText } from '../lib/location-scope';

export interface LocationScopeProps {
  locations: readonly Location[];
  selectedIds: readonly number[];
  showingAll: boolean;
  /** a team or trait filter is on */
  narrowed: boolean;
  onShowAll: () => void;
}

/** Says which locations the list shows and that cards without one are hidden, with 'Show all' (spec 2 §4). */
export function LocationScope({
  locations,
  selectedIds,
  showingAll,
  narrowed,
  onShowAll,
}: LocationScopeProps) {
  const text = locationScopeText(locations, selectedIds, showingAll);
  const canWiden = !showingAll && (text !== null || narrowed);
  if (!text && !canWiden) return null;
  return (
    <div className="cc-scope" role="status">
      {text ? <span>{text}</span> : null}
      {canWiden ? (
        <Button variant="secondary" size="sm" onClick={onShowAll}>
          Show all
        </Button>
      ) : null}
    </div>
  );
}

export interface NothingShownProps {
  /** the cards the collector owns, once known */
  owned: number | undefined;
  searching: boolean;
  canWiden: boolean;
  onShowAll: () => void;
}

/** Takes the place of an empty list when the collection is not empty: why nothing shows and the way out. */
export function NothingShown({ owned, searching, canWiden, onShowAll }: NothingShownProps) {
  const held = owned ? ` Your collection holds ${cardCount(owned)}.` : '';
  return (
    <div className="cc-nothing" role="status">
      <p>
        {searching
          ? `No cards here match your search.${held}`
          : `No cards in the locations and filters shown.${held}`}
      </p>
      {canWiden ? (
        <Button variant="secondary" size="sm" onClick={onShowAll}>
          Show all
        </Button>
      ) : null}
    </div>
  );
}
