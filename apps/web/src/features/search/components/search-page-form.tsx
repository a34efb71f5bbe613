import { useState } from 'react';
import { Search } from 'lucide-react';

export interface SearchPageFormProps {
  initialQuery: string;
  onSearch: (query: string) => void;
}

/** The search page's own field; the page remounts it (by key) when the URL's query changes. */
export function SearchPageForm({ initialQuery, onSearch }: SearchPageFormProps) {
  const [text, setText] = useState(initialQuery);
  return (
    <form
      className="search-page-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Search className="search-page-form__icon" size={20} aria-hidden="true" />
      <input
        className="search-page-form__input"
        type="search"
        aria-label="Search cards, players, teams, sets and series"
        placeholder="Search cards, players, teams, sets, series..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--md">
        Search
      </button>
    </form>
  );
}
