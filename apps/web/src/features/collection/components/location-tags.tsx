import { Eye, EyeOff, Plus, Settings } from 'lucide-react';
import { IN_TRANSIT_LOCATION, type Location } from '@cardbinder/shared';

export interface LocationTagsProps {
  locations: readonly Location[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  onToggleDashboard: (location: Location) => void;
  onAdd: () => void;
  onManage: () => void;
  /** 'Mark received' on In Transit (eBay purchases); absent: not offered */
  onMarkReceived?: (location: Location) => void;
}

/** Location tags: click selects, the eye flips dashboard visibility, plus adds, settings manages. */
export function LocationTags({
  locations,
  selected,
  onToggle,
  onToggleDashboard,
  onAdd,
  onManage,
  onMarkReceived,
}: LocationTagsProps) {
  return (
    <div className="cc-locations" role="group" aria-label="Locations">
      {locations.map((location) => {
        const isSelected = selected.includes(location.user_location_id);
        return (
          <span
            key={location.user_location_id}
            className={`cc-location${isSelected ? ' cc-location--selected' : ''}`}
          >
            <button
              type="button"
              className="cc-location__name"
              aria-pressed={isSelected}
              onClick={() => onToggle(location.user_location_id)}
            >
              {location.location} <span className="cc-location__count">{location.card_count}</span>
            </button>
            <button
              type="button"
              className="cc-location__eye"
              aria-label={`${location.is_dashboard ? 'Hide' : 'Show'} ${location.location} on dashboard`}
              aria-pressed={location.is_dashboard}
              onClick={() => onToggleDashboard(location)}
            >
              {location.is_dashboard ? (
                <Eye size={14} aria-hidden="true" />
              ) : (
                <EyeOff size={14} aria-hidden="true" />
              )}
            </button>
            {onMarkReceived &&
            location.card_count > 0 &&
            location.location.toLowerCase() === IN_TRANSIT_LOCATION.toLowerCase() ? (
              <button
                type="button"
                className="cc-location__received"
                onClick={() => onMarkReceived(location)}
              >
                Mark received
              </button>
            ) : null}
          </span>
        );
      })}
      <button type="button" className="icon-button" aria-label="Add location" onClick={onAdd}>
        <Plus size={18} aria-hidden="true" />
      </button>
      <button type="button" className="icon-button" aria-label="Manage locations" onClick={onManage}>
        <Settings size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
