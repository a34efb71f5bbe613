// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderAt } from '@/test/render';
import { PlayersPage } from './players';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (players: unknown[]) => ({
  body: { players, pagination: { current_page: 1, limit: 100, total: players.length, has_more: false } },
});
const trout = {
  player_id: 1,
  first_name: 'Mike',
  last_name: 'Trout',
  nick_name: null,
  slug: 'mike-trout',
  birthdate: null,
  is_hof: false,
  card_count: 669,
  rc_count: 0,
  rookie_count: 0,
  teams: [],
};

describe('<PlayersPage>', () => {
  it('lists players, titles the page and links by slug', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ 'GET /api/players-list': page([trout]) })));
    renderAt(<PlayersPage />, { path: '/players' });
    const link = await screen.findByRole('link', { name: /Mike Trout/ });
    expect(link.getAttribute('href')).toBe('/players/mike-trout');
    expect(document.title).toBe('Players - CardBinder');
  });

  it('says no players match a search, after the 300 ms pause', async () => {
    const fetch = vi.fn(jsonFetch({ 'GET /api/players-list': page([]) }));
    vi.stubGlobal('fetch', fetch);
    renderAt(<PlayersPage />, { path: '/players' });
    expect(await screen.findByText('No players available')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No players found matching "zzz"')).toBeTruthy();
    const searched = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('search=zzz'));
    expect(searched).toHaveLength(1);
    expect(searched[0]).toContain('limit=100');
  });

  it('shows the load error with Try Again', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ 'GET /api/players-list': { status: 500, body: {} } })));
    renderAt(<PlayersPage />, { path: '/players' });
    expect(await screen.findByText('Failed to load players data', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy());
  });
});
