// @vitest-environment node
import '@/test/dom.mjs';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, renderRoutes, testUser } from '@/test/render';
import { historyKey, readHistory } from '../lib/search-history';
import { SearchCombobox } from './search-combobox';

const mattingly: SearchResult = {
  type: 'player',
  id: 695,
  title: 'Don Mattingly',
  subtitle: 'New York Yankees',
  description: '100 cards',
  data: { slug: 'don-mattingly', first_name: 'Don', last_name: 'Mattingly' },
};
const card: SearchResult = {
  type: 'card',
  id: 8,
  title: '#8 Don Mattingly',
  subtitle: '1984 Topps',
  description: null,
  data: {
    year: 1984,
    set_slug: 'topps',
    series_slug: 'topps',
    card_slug: '8-don-mattingly',
    is_rookie: true,
  },
};

type Answer = { status: number; body: unknown } | 'hang';
let answers: Record<string, Answer> = {};
let signals: Record<string, AbortSignal | undefined> = {};

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const q = new URL(String(input), 'http://localhost:3000').searchParams.get('q') ?? '';
  signals[q] = init?.signal ?? undefined;
  const answer = answers[q] ?? { status: 200, body: { query: q, results: [], took_ms: 1 } };
  if (answer === 'hang') {
    return new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
    );
  }
  return new Response(JSON.stringify(answer.body), { status: answer.status });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const user = testUser({ id: 7 });
function renderCombobox(signedIn = true) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SearchCombobox />
            <Where />
          </>
        ),
      },
    ],
    {
      path: '/sets',
      auth: signedIn ? authValue({ status: 'authenticated', user }) : authValue(),
    },
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search the catalogue' });
const where = () => screen.getByTestId('where').textContent;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const key = (name: string) => fireEvent.keyDown(input(), { key: name });
const ok = (q: string, results: SearchResult[]) => ({ status: 200, body: { query: q, results, took_ms: 3 } });

beforeEach(() => {
  answers = {};
  signals = {};
  localStorage.clear();
  fetchMock.mockClear();
  toast.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<SearchCombobox>', () => {
  it('searches 300 ms after typing stops, from 2 characters, and opens on results', async () => {
    answers.mattingly = ok('mattingly', [mattingly, card]);
    renderCombobox();
    type('m');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
    type('mat');
    type('mattingly');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByText('1984 Topps');
    // one search; the card result's picture lookup is the other call
    const calls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost:3000').pathname);
    expect(calls.filter((path) => path === '/api/search/universal')).toHaveLength(1);
    expect(calls.filter((path) => path === '/api/card-images')).toHaveLength(1);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      expect.stringContaining('Don Mattingly'),
      expect.stringContaining('#8 Don Mattingly'),
      'See all 2 results for “mattingly”',
    ]);
  });

  it('moves with the arrow keys, opens the selected result with Enter and remembers the query', async () => {
    answers.mattingly = ok('mattingly', [mattingly, card]);
    renderCombobox();
    type('mattingly');
    await screen.findByText('1984 Topps');
    key('ArrowDown');
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    key('ArrowUp');
    key('Enter');
    await waitFor(() => expect(where()).toBe('/players/don-mattingly'));
    expect(readHistory(7)).toEqual(['mattingly']);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('searches the newly typed text with Enter while the list still shows the previous query, selection or hover', async () => {
    answers.mattingly = ok('mattingly', [mattingly, card]);
    renderCombobox();
    type('mattingly');
    await screen.findByText('1984 Topps');
    key('ArrowDown');
    fireEvent.mouseMove(screen.getAllByRole('option')[1]!);
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    type('strawberry');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    key('Enter');
    await waitFor(() => expect(where()).toBe('/search?q=strawberry'));
  });

  it('runs a full search with Enter when nothing is selected, and Escape closes', async () => {
    answers.trout = ok('trout', [mattingly]);
    renderCombobox();
    type('trout');
    await screen.findByText('Don Mattingly');
    key('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    key('Enter');
    await waitFor(() => expect(where()).toBe('/search?q=trout'));
  });

  it('opens on focus with the newest 5 history entries of this user only', async () => {
    localStorage.setItem(historyKey(7), JSON.stringify(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']));
    localStorage.setItem(historyKey(8), JSON.stringify(['someone else']));
    renderCombobox();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    key('ArrowDown');
    key('Enter');
    await waitFor(() => expect(where()).toBe('/search?q=a1'));
  });

  it('keeps no history for visitors', () => {
    localStorage.setItem(historyKey(7), JSON.stringify(['a1']));
    renderCombobox(false);
    fireEvent.focus(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('aborts the request of a query that a newer one replaced', async () => {
    answers.trout = 'hang';
    answers.ohtani = ok('ohtani', [mattingly]);
    renderCombobox();
    type('trout');
    await waitFor(() => expect(signals.trout).toBeDefined());
    type('ohtani');
    await screen.findByText('Don Mattingly');
    expect(signals.trout?.aborted).toBe(true);
  });

  it('says "Search failed. Please try again." and clears the results when the call fails', async () => {
    answers.trout = { status: 500, body: { error: 'Internal Server Error' } };
    const shown = vi.spyOn(toast, 'error');
    renderCombobox();
    type('trout');
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Search failed. Please try again.'));
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await act(async () => undefined);
  });
});
