import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUniversalSearch } from '@/features/search';

/** The review inbox's "search for another": the catalogue search, cards only, each one a choice. */
export function SearchOtherCard({ onPick, busy }: { onPick: (cardId: number) => void; busy: boolean }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = useUniversalSearch(query);
  const inputId = useId();
  const cards = (search.data?.results ?? []).filter((result) => result.type === 'card').slice(0, 5);
  return (
    <form
      className="ebay-search-other"
      onSubmit={(event) => {
        event.preventDefault();
        setQuery(text);
      }}
    >
      <label htmlFor={inputId}>Search for another card</label>
      <div className="ebay-actions">
        <input
          id={inputId}
          className="field__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button size="sm" variant="secondary" type="submit">
          Search
        </Button>
      </div>
      {query && search.isError ? <p className="muted">Search failed</p> : null}
      {query && search.isSuccess && !cards.length ? <p className="muted">No cards found</p> : null}
      <ul className="ebay-suggestions__candidates">
        {cards.map((card) => (
          <li key={card.id}>
            <span>
              {card.subtitle} {card.title}
            </span>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onPick(card.id)}>
              Add this card
            </Button>
          </li>
        ))}
      </ul>
    </form>
  );
}
