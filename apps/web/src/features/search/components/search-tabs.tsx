import type { SearchTab, TabCount } from '../lib/result-tabs';

export interface SearchTabsProps {
  tabs: TabCount[];
  selected: SearchTab;
  onSelect: (tab: SearchTab) => void;
}

/** Tabs of the result types present; arrow keys move between them (WAI-ARIA tabs). */
export function SearchTabs({ tabs, selected, onSelect }: SearchTabsProps) {
  const move = (from: number, delta: number) => {
    const next = tabs[(from + delta + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.tab);
    document.getElementById(`search-tab-${next.tab}`)?.focus();
  };
  return (
    <div className="search-tabs" role="tablist" aria-label="Result types">
      {tabs.map(({ tab, label, count }, index) => (
        <button
          key={tab}
          id={`search-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls="search-results-panel"
          tabIndex={tab === selected ? 0 : -1}
          className="search-tabs__tab"
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') move(index, 1);
            else if (event.key === 'ArrowLeft') move(index, -1);
          }}
        >
          {label} <span className="search-tabs__count">{count}</span>
        </button>
      ))}
    </div>
  );
}
