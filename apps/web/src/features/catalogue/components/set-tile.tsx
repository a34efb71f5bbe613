import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { type CardSet, countLabel } from '@cardbinder/shared';
import { setPath } from '../catalogue-paths';

/** Thumbnail size by name length: large up to 20 characters, small up to 40, none beyond (spec §9). */
export function thumbnailSize(name: string): 'large' | 'small' | null {
  if (name.length <= 20) return 'large';
  return name.length <= 40 ? 'small' : null;
}

export function SetTile({ set, onEdit }: { set: CardSet; onEdit?: () => void }) {
  const size = set.thumbnail ? thumbnailSize(set.name) : null;
  return (
    <article className="tile set-tile">
      <Link className="tile__link" to={setPath(set.year, set.slug)}>
        {size && set.thumbnail ? (
          <img
            className={`set-tile__thumb set-tile__thumb--${size}`}
            src={set.thumbnail}
            alt=""
            loading="lazy"
          />
        ) : null}
        <span className="set-tile__name">{set.name}</span>
        <span className="set-tile__meta">
          {[set.manufacturer_name, set.organization_abbreviation ?? set.organization]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className="tile__stats">
          <span>{countLabel(set.series_count, 'series', 'series')}</span>
          <span>{countLabel(set.card_count, 'card')}</span>
        </span>
      </Link>
      {onEdit ? (
        <button
          type="button"
          className="icon-button tile__edit"
          aria-label={`Edit ${set.name}`}
          onClick={onEdit}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
      ) : null}
    </article>
  );
}

export function setMatches(set: CardSet, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [
    set.name,
    set.organization,
    set.organization_name,
    set.organization_abbreviation,
    set.manufacturer_name,
  ].some((value) => value?.toLowerCase().includes(needle));
}
