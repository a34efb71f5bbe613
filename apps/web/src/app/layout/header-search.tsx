import { useState } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { SEARCH } from '@cardbinder/shared';
import { searchPath } from '@/config/paths';

/** The header's search field; the full dropdown with history arrives with the search feature. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <form
      className="header-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = query.trim();
        if (trimmed.length >= SEARCH.minLength) void navigate(searchPath(trimmed));
      }}
    >
      <Search className="header-search__icon" size={16} aria-hidden="true" />
      <input
        className="header-search__input"
        type="search"
        aria-label="Search the catalogue"
        placeholder="Search cards, players, sets..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}
