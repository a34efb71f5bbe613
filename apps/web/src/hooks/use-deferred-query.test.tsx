// @vitest-environment node
import '@/test/dom.mjs';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredQuery } from './use-deferred-query';

type Seen = { pending: boolean; rows: number | undefined; error: boolean };

function Rows({ load, seen }: { load: () => Promise<string[]>; seen: Seen[] }) {
  const query = useDeferredQuery(useQuery({ queryKey: ['rows'], queryFn: load, retry: false }));
  seen.push({ pending: query.isPending, rows: query.data?.length, error: query.isError });
  if (query.isPending) return <p>Loading rows...</p>;
  if (query.isError) return <p>Failed to load rows</p>;
  return (
    <ul>
      {query.data.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

const renderRows = (load: () => Promise<string[]>, seen: Seen[]) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Rows load={load} seen={seen} />
    </QueryClientProvider>,
  );

describe('useDeferredQuery', () => {
  afterEach(cleanup);

  it('draws the rows once they arrive, and is pending exactly while it has no rows to draw', async () => {
    const seen: Seen[] = [];
    renderRows(async () => ['Roberto Moore', 'Steve Brett'], seen);
    expect(screen.getByText('Loading rows...')).toBeTruthy();
    expect(await screen.findByText('Steve Brett')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(seen.every((render) => render.pending === (render.rows === undefined))).toBe(true);
    expect(seen.at(-1)).toEqual({ pending: false, rows: 2, error: false });
  });

  it('passes a failure through as it is', async () => {
    const seen: Seen[] = [];
    renderRows(() => Promise.reject(new Error('down')), seen);
    expect(await screen.findByText('Failed to load rows')).toBeTruthy();
    expect(seen.at(-1)).toEqual({ pending: false, rows: undefined, error: true });
  });
});
