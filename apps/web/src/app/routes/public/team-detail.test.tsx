// @vitest-environment node
import '@/test/dom.mjs';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '@/test/intersection-observer';
import { renderAt } from '@/test/render';
import { TeamDetailPage } from './team-detail';

const team = {
  team_id: 12,
  name: 'New York Yankees',
  slug: 'new-york-yankees',
  abbreviation: 'NYY',
  primary_color: '#0C2340',
  secondary_color: '#C4CED3',
  city: 'New York',
  mascot: 'Yankees',
  organization_id: 1,
  organization_name: 'Major League Baseball',
  organization_abbreviation: 'MLB',
  card_count: 9000,
  player_count: 224,
};

const roster = Array.from({ length: 224 }, (_, i) => ({
  player_id: i + 1,
  first_name: `First${i + 1}`,
  last_name: i === 180 ? 'Zarzuela' : `Last${i + 1}`,
  nick_name: null,
  slug: `player-${i + 1}`,
  birthdate: null,
  is_hof: false,
  card_count: 300 - i,
  rc_count: 0,
  rookie_count: 0,
  teams: [],
}));

/** The players-list endpoint over the roster above: pages of `limit`, `search` on the name. */
function serverFetch() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost:3000');
    if (['/api/teams/by-slug/new-york-yankees', '/api/teams/by-slug/12'].includes(url.pathname))
      return Response.json({ team });
    if (url.pathname !== '/api/players-list') return Response.json({ error: 'Not Found' }, { status: 404 });
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const matching = roster.filter((p) => `${p.first_name} ${p.last_name}`.toLowerCase().includes(search));
    const players = matching.slice((page - 1) * limit, page * limit);
    return Response.json({
      players,
      pagination: {
        current_page: page,
        limit,
        total: matching.length,
        has_more: page * limit < matching.length,
      },
    });
  });
}

const requested = (fetch: ReturnType<typeof serverFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost:3000'))
    .filter((url) => url.pathname === '/api/players-list');

let observer: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  observer = fakeIntersectionObserver();
  vi.stubGlobal('IntersectionObserver', observer.IntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<TeamDetailPage>', () => {
  it('lists 100 players, then the rest as the list scrolls, counting against the team total', async () => {
    const fetch = serverFetch();
    vi.stubGlobal('fetch', fetch);
    renderAt(<TeamDetailPage />, { path: '/teams/new-york-yankees', route: '/teams/:teamSlug' });

    expect(await screen.findByText('100 of 224 players', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(100);
    expect(requested(fetch).map((url) => url.searchParams.get('team_id'))).toEqual(['12']);
    expect(requested(fetch)[0]!.searchParams.get('limit')).toBe('100');

    await waitFor(() => expect(observer.observing).toBe(1));
    act(() => observer.scrollIntoView());
    expect(await screen.findByText('200 of 224 players', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(observer.observing).toBe(1));
    act(() => observer.scrollIntoView());
    expect(await screen.findByText('224 of 224 players', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(224);
    expect(requested(fetch).map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    // nothing left to load: the sentinel is no longer watched
    await waitFor(() => expect(observer.observing).toBe(0));
  });

  it('searches the server after the pause, finding a player beyond the first 100', async () => {
    const fetch = serverFetch();
    vi.stubGlobal('fetch', fetch);
    renderAt(<TeamDetailPage />, { path: '/teams/new-york-yankees', route: '/teams/:teamSlug' });
    await screen.findByText('100 of 224 players', undefined, { timeout: 5000 });

    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'zarz' } });
    // the search waits for a 500 ms pause in typing
    expect(await screen.findByRole('link', { name: /First181 Zarzuela/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('1 of 1 player')).toBeTruthy();
    const searches = requested(fetch).filter((url) => url.searchParams.has('search'));
    expect(searches).toHaveLength(1);
    expect(searches[0]!.searchParams.get('search')).toBe('zarz');
    expect(searches[0]!.searchParams.get('team_id')).toBe('12');

    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No players found matching "nobody"', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('replaces an address by id with the team’s slug', async () => {
    vi.stubGlobal('fetch', serverFetch());
    const { router } = renderAt(<TeamDetailPage />, { path: '/teams/12', route: '/teams/:teamSlug' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams/new-york-yankees'));
    expect(await screen.findByText('100 of 224 players', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
