import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { History, Search } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { countLabel, SEARCH } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { searchPath } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useUniversalSearch } from '../api/use-universal-search';
import { useSearchHistory } from '../hooks/use-search-history';
import { resultPath } from '../lib/result-links';
import { dropdownContent, moveSelection, type SearchOption } from './search-options';
import { SearchResultSummary } from './search-result-summary';
import { CardImagesProvider } from '@/features/card-images';
import '../search.css';

export const SEARCH_FAILED = 'Search failed. Please try again.';

/** The card ids among the listed results: their pictures load in one call. */
const cardResultIds = (options: SearchOption[]) =>
  options.flatMap((option) =>
    option.kind === 'result' && option.result.type === 'card' ? [option.result.id] : [],
  );

const optionKey = (option: SearchOption) =>
  option.kind === 'result' ? `${option.result.type}-${option.result.id}` : `${option.kind}-${option.query}`;

/**
 * The header's universal search (spec 1 §2): a WAI-ARIA combobox whose listbox holds the recent searches or the
 * results of the text typed, 300 ms after typing stops. A newer query aborts the request of the older one.
 */
export function SearchCombobox() {
  const navigate = useNavigate();
  const history = useSearchHistory();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const debounced = useDebouncedValue(text.trim(), SEARCH.debounceMs);
  const search = useUniversalSearch(debounced, { keepPrevious: true });

  const failed = search.isError;
  useEffect(() => {
    if (failed) toast.error(SEARCH_FAILED);
  }, [failed]);

  const answer = !failed && search.data && debounced.length >= SEARCH.minLength ? search.data : null;
  const content = dropdownContent({ text, history: history.entries, answer, minLength: SEARCH.minLength });
  const options = content.mode === 'history' || content.mode === 'results' ? content.options : [];
  const visible = open && content.mode !== 'closed';

  // a new list starts with nothing selected (reset during render, not in an effect)
  const listSignature = options.map(optionKey).join('|');
  const [seenSignature, setSeenSignature] = useState(listSignature);
  if (seenSignature !== listSignature) {
    setSeenSignature(listSignature);
    setActive(-1);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const runFullSearch = (query: string) => {
    const trimmed = query.trim();
    if (trimmed.length < SEARCH.minLength) return;
    history.add(trimmed);
    setText(trimmed);
    close();
    void navigate(searchPath(trimmed));
  };

  const choose = (option: SearchOption) => {
    if (option.kind === 'result') {
      history.add(text);
      setText('');
      close();
      inputRef.current?.blur();
      void navigate(resultPath(option.result));
    } else runFullSearch(option.query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!visible) setOpen(true);
      else setActive((index) => moveSelection(index, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = visible ? options[active] : undefined;
      if (option) choose(option);
      else runFullSearch(text);
    } else if (event.key === 'Escape') {
      if (visible) event.preventDefault();
      close();
    } else if (event.key === 'Tab') close();
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="header-search" ref={rootRef}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          runFullSearch(text);
        }}
      >
        <Search className="header-search__icon" size={16} aria-hidden="true" />
        <input
          ref={inputRef}
          className="header-search__input"
          type="search"
          role="combobox"
          aria-label="Search the catalogue"
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={listId}
          aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder="Search cards, players, sets..."
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            // the list may still show the previous query's results: Enter now searches what was typed
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </form>
      <div className="search-dropdown" hidden={!visible}>
        {content.mode === 'history' ? (
          <div className="search-dropdown__heading">
            <span>Recent searches</span>
            <button
              type="button"
              className="search-dropdown__clear"
              onMouseDown={(event) => event.preventDefault()}
              onClick={history.clear}
            >
              Clear
            </button>
          </div>
        ) : null}
        {content.mode === 'empty' ? (
          <p className="search-dropdown__empty" role="status">
            No results for “{content.query}”
          </p>
        ) : null}
        <CardImagesProvider cardIds={cardResultIds(options)}>
          <ul id={listId} role="listbox" aria-label="Search suggestions" className="search-dropdown__list">
            {options.map((option, index) => (
              <li
                key={optionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`search-option search-option--${option.kind}${index === active ? ' is-active' : ''}`}
                // keeps the focus in the field, so the click below still finds the list open
                onMouseDown={(event) => event.preventDefault()}
                // a pointer that moves over an option, not one the list opened under, selects it for Enter
                onMouseMove={() => setActive(index)}
              >
                {option.kind === 'result' ? (
                  <Link
                    to={resultPath(option.result)}
                    tabIndex={-1}
                    className="search-result search-result--compact"
                    onClick={(event) => {
                      event.preventDefault();
                      choose(option);
                    }}
                  >
                    <SearchResultSummary
                      result={option.result}
                      query={content.mode === 'results' ? content.query : ''}
                    />
                  </Link>
                ) : (
                  <button
                    type="button"
                    tabIndex={-1}
                    className="search-option__button"
                    onClick={() => choose(option)}
                  >
                    {option.kind === 'history' ? (
                      <>
                        <History size={16} aria-hidden="true" />
                        {option.query}
                      </>
                    ) : (
                      <>
                        <Search size={16} aria-hidden="true" />
                        See all{' '}
                        {option.count >= SEARCH.limit
                          ? `${SEARCH.limit}+ results`
                          : countLabel(option.count, 'result')}{' '}
                        for “{option.query}”
                      </>
                    )}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </CardImagesProvider>
      </div>
    </div>
  );
}
