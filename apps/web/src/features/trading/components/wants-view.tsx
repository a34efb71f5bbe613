import { useState } from 'react';
import type { Want } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useRemoveWants, useWants } from '../api/use-wants';
import { TradeCardLine } from './trade-card-line';

/** The wants of one page grouped by set and series, in the server's order. */
function bySeries(wants: Want[]) {
  const groups = new Map<string, Want[]>();
  for (const want of wants) {
    const key = `${want.set_year} ${want.set_name} · ${want.series_name}`;
    groups.set(key, [...(groups.get(key) ?? []), want]);
  }
  return [...groups.entries()];
}

/** /wants: search, remove, grouped by series. */
export function WantsView() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const wants = useWants(search.trim(), page);
  const remove = useRemoveWants();
  const drop = (want: Want) =>
    remove.mutate([want.card_id], {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorText(error, { fallback: 'Failed to remove the card' })),
    });
  const data = wants.data;
  return (
    <div className="trading">
      <label className="trading__search">
        <span className="sr-only">Search your want list</span>
        <input
          type="search"
          placeholder="Search your want list..."
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </label>
      {wants.isError ? <p role="alert">Failed to load your want list</p> : null}
      {data && data.total === 0 ? (
        <EmptyState title={search ? 'No wanted card matches' : 'Your want list is empty'}>
          <p>Press Want on a card page, or pick cards in a card table and choose Want.</p>
        </EmptyState>
      ) : null}
      {data
        ? bySeries(data.wants).map(([series, items]) => (
            <section key={series} className="trading__group" aria-label={series}>
              <h2>{series}</h2>
              <ul className="trading__list">
                {items.map((want) => (
                  <li key={want.card_id}>
                    <TradeCardLine card={want} />
                    {want.max_grade !== null ? (
                      <span className="muted"> · up to grade {want.max_grade}</span>
                    ) : null}
                    {want.note ? <span className="muted"> · {want.note}</span> : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => drop(want)}
                      aria-label={`Remove #${want.card_number} from your want list`}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
      {data && data.total > data.page_size ? (
        <div className="trading__pager">
          <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {Math.ceil(data.total / data.page_size)}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page * data.page_size >= data.total}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}
