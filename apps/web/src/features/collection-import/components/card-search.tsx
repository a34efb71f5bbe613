import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useUniversalSearch } from '@/features/search';

export interface CardSearchProps {
  /** names the search field: which line it is for */
  label: string;
  busy: boolean;
  onPick: (cardId: number, title: string) => void;
}

const SHOWN = 8;

/** Find any catalogue card by words (year, set, number, player) and pick it for a line. */
export function CardSearch({ label, busy, onPick }: CardSearchProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, 300);
  const search = useUniversalSearch(query);
  const cards = (search.data?.results ?? []).filter((result) => result.type === 'card').slice(0, SHOWN);
  const searched = query.trim().length >= 2 && search.isSuccess;

  return (
    <div className="cimport-search">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        className="field__input"
        placeholder="e.g. 2025 Topps Update US5"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {search.isError ? <p className="field__error">The search failed; try other words.</p> : null}
      {searched && cards.length === 0 ? <p className="muted">No card found for “{query}”.</p> : null}
      {cards.length > 0 ? (
        <ul className="cimport-search-results">
          {cards.map((card) => {
            const title = [card.title, card.subtitle].filter(Boolean).join(' · ');
            return (
              <li key={card.id}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Pick ${title}`}
                  onClick={() => onPick(card.id, title)}
                >
                  {title}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
