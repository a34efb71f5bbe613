import type { ReactNode } from 'react';
import { Download, ListChecks, Search } from 'lucide-react';
import { countLabel } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import type { SelectionMode } from '../hooks/use-card-selection';

export interface CardTableToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  mode: SelectionMode;
  onMode: (mode: SelectionMode) => void;
  selectedCount: number;
  adding: boolean;
  onBulkAdd: () => void;
  onDownload: () => void;
  canDownload: boolean;
  /** actions another feature adds for the selection */
  extra?: ReactNode;
}

export function CardTableToolbar({
  search,
  onSearch,
  mode,
  onMode,
  selectedCount,
  adding,
  onBulkAdd,
  onDownload,
  canDownload,
  extra,
}: CardTableToolbarProps) {
  return (
    <div className="card-table__toolbar">
      <label className="card-table__search">
        <Search size={16} aria-hidden="true" className="card-table__search-icon" />
        <input
          type="search"
          className="card-table__search-input"
          placeholder="Search cards..."
          aria-label="Search cards"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
      <div className="segmented" role="group" aria-label="Selection mode">
        {(['single', 'multiple'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={`segmented__option${mode === value ? ' segmented__option--active' : ''}`}
            aria-pressed={mode === value}
            onClick={() => onMode(value)}
          >
            {value === 'single' ? 'Single' : 'Multiple'}
          </button>
        ))}
      </div>
      {mode === 'multiple' ? (
        <Button
          size="sm"
          icon={<ListChecks size={16} aria-hidden="true" />}
          disabled={selectedCount === 0}
          loading={adding}
          onClick={onBulkAdd}
        >
          {`Add ${countLabel(selectedCount, 'Card')}`}
        </Button>
      ) : null}
      {extra}
      <Button
        size="sm"
        variant="secondary"
        icon={<Download size={16} aria-hidden="true" />}
        disabled={!canDownload}
        onClick={onDownload}
      >
        Download CSV
      </Button>
    </div>
  );
}
