// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult, SearchResultType } from '@cardbinder/shared';
import { DEMO_QUERY } from '@/features/search';
import { jsonFetch, renderRoutes } from '@/test/render';
import { SearchPage } from './search';

const result = (type: SearchResultType, id: number, title: string): SearchResult => ({
  type,
  id,
  title,
  subtitle: null,
  description: null,
  data: { slug: `s${id}`, year: 1984, set_slug: 'topps', series_slug: 'topps', card_slug: `c${id}` },
});

let results: SearchResult[] = [];
let status = 200;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
  jsonFetch({ 'GET /api/search/universal': { status, body: { query: 'x', results, took_ms: 4 } } })(
    input,
    init,
  ),
);

beforeEach(() => {
  status = 200;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) => renderRoutes([{ path: '/search', element: <SearchPage /> }], { path });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('/search', () => {
  it('asks for a search term without calling the server', () => {
    renderAt('/search');
    screen.getByRole('heading', { name: 'Enter a search term' });
    renderAt('/search?q=a');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows tabs only for types with results, the count, elapsed ms and filters by tab', async () => {
    results = [
      result('player', 1, 'Don Mattingly'),
      result('card', 2, '#8 Don Mattingly'),
      result('set', 3, '1984 Topps'),
    ];
    renderAt('/search?q=mattingly');
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['All 3', 'Players 1', 'Cards 1', 'Sets 1']);
    expect(screen.getByRole('status').textContent).toMatch(/^3 results for “mattingly” \(\d+ ms\)$/);
    fireEvent.click(screen.getByRole('tab', { name: 'Cards 1' }));
    const links = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sets/1984/topps/topps/c2']);
    expect(screen.queryByText(/Showing first 50 results/)).toBeNull();
  });

  it('sorts by Name (A-Z) and hints at refining from 50 results', async () => {
    results = Array.from({ length: 50 }, (_, i) =>
      result('player', i, `Player ${String(50 - i).padStart(2, '0')}`),
    );
    renderAt('/search?q=player');
    await screen.findByText('Showing first 50 results. Try refining your search for more specific results.');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...sort.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Most Relevant',
      'Name (A-Z)',
    ]);
    fireEvent.change(sort, { target: { value: 'name' } });
    expect(within(screen.getByRole('tabpanel')).getAllByRole('link')[0]!.textContent).toContain('Player 01');
  });

  it('offers the browse pages when nothing matches', async () => {
    results = [];
    renderAt('/search?q=zzzz');
    await screen.findByRole('heading', { name: 'No results found for “zzzz”' });
    for (const [name, href] of [
      ['Browse Players', '/players'],
      ['Browse Teams', '/teams'],
      ['Browse Sets', '/sets'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('says a failed search failed, and Try Again searches again', async () => {
    status = 500;
    results = [result('player', 1, 'Mike Trout')];
    renderAt('/search?q=trout');
    await screen.findByText('Search failed. Please try again.');
    expect(screen.queryByText(/No results found/)).toBeNull();
    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('tablist');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers the demo query from built-in data without the server', async () => {
    renderAt(`/search?q=${encodeURIComponent(DEMO_QUERY)}`);
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['All 5', 'Players 1', 'Teams 1', 'Cards 1', 'Sets 1', 'Series 1']);
    // the answer is built in; only the card's picture is asked for, and the page does not wait on it
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => !url.startsWith('/api/card-images?'))).toEqual([]);
  });
});
