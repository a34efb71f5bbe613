import { CheckSquare, Download, LayoutGrid, Search, Table2, Upload } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export type CollectionView = 'table' | 'gallery';

export interface CollectionToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  view: CollectionView;
  onView: (view: CollectionView) => void;
  /** null while there is nothing to download */
  onDownload: (() => void) | null;
  /** Multiple selection (bulk edit) is on */
  selecting?: boolean;
  onSelecting?: (on: boolean) => void;
}

/** Search, table or gallery, the CSV download and the import beside it, above the card list (spec 2 §2.1). */
export function CollectionToolbar({
  search,
  onSearch,
  view,
  onView,
  onDownload,
  selecting = false,
  onSelecting,
}: CollectionToolbarProps) {
  return (
    <div className="cc-toolbar">
      <label className="cc-search">
        <Search size={16} aria-hidden="true" />
        <input
          type="search"
          className="field__input"
          placeholder="Search collection..."
          aria-label="Search collection"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
      <div className="cc-view" role="group" aria-label="View mode">
        <button
          type="button"
          className="icon-button"
          aria-label="Table view"
          aria-pressed={view === 'table'}
          onClick={() => onView('table')}
        >
          <Table2 size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Gallery view"
          aria-pressed={view === 'gallery'}
          onClick={() => onView('gallery')}
        >
          <LayoutGrid size={18} aria-hidden="true" />
        </button>
      </div>
      {onSelecting ? (
        <Button
          variant={selecting ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={selecting}
          icon={<CheckSquare size={16} aria-hidden="true" />}
          onClick={() => onSelecting(!selecting)}
        >
          Multiple selection
        </Button>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        icon={<Download size={16} aria-hidden="true" />}
        disabled={onDownload === null}
        onClick={() => onDownload?.()}
      >
        Download CSV
      </Button>
      <ButtonLink to={paths.collectionImport} variant="secondary" size="sm">
        <Upload size={16} aria-hidden="true" />
        Import
      </ButtonLink>
    </div>
  );
}
