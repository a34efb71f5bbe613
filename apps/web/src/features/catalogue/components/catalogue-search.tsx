import { Search, X } from 'lucide-react';

export interface CatalogueSearchProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  autoFocus?: boolean;
}

/** The search box of the catalogue lists, with a clear button once something is typed. */
export function CatalogueSearch({ value, onChange, placeholder, label, autoFocus }: CatalogueSearchProps) {
  return (
    <div className="catalogue-search">
      <Search size={18} aria-hidden="true" className="catalogue-search__icon" />
      <input
        type="search"
        className="catalogue-search__input"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the spec's player search box has autofocus (spec 1 §2)
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="icon-button catalogue-search__clear"
          aria-label="Clear search"
          onClick={() => onChange('')}
        >
          <X size={16} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
