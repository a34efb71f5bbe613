import { useState } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { SEARCH } from '@cardbinder/shared';
import { searchPath } from '@/config/paths';

/** The home page's search box; like every search it needs 2 characters before it goes anywhere. */
export function HomeSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  return (
    <form
      className="home-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed.length >= SEARCH.minLength) void navigate(searchPath(trimmed));
      }}
    >
      <Search className="home-search__icon" size={20} aria-hidden="true" />
      <input
        className="home-search__input"
        type="search"
        aria-label="Search cards, players, teams and sets"
        placeholder="Search cards, players, teams, sets..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--md" disabled={trimmed.length < SEARCH.minLength}>
        Search
      </button>
    </form>
  );
}
