// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { renderAt } from '@/test/render';
import { PlayerDetailPage } from './player-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const braves = {
  team_id: 3,
  name: 'Atlanta Braves',
  slug: 'atlanta-braves',
  abbreviation: 'ATL',
  primary_color: '#CE1141',
  secondary_color: '#13274F',
};
const acuna = {
  player: {
    player_id: 9,
    first_name: 'Ronald',
    last_name: 'Acuña Jr.',
    nick_name: null,
    slug: 'ronald-acuna-jr',
    birthdate: null,
    is_hof: false,
    card_count: 0,
    rc_count: 0,
    rookie_count: 0,
    teams: [{ ...braves, card_count: 0 }],
  },
  teams: [{ ...braves, card_count: 0 }],
  stats: {
    total_cards: 0,
    rookie_cards: 0,
    autograph_cards: 0,
    relic_cards: 0,
    numbered_cards: 0,
    unique_series: 0,
  },
  cards: [],
  selected_team: null,
};
const team = {
  ...braves,
  city: 'Atlanta',
  mascot: 'Braves',
  organization_id: 1,
  organization_name: 'Major League Baseball',
  organization_abbreviation: 'MLB',
  card_count: 0,
  player_count: 1,
};

/** The API resolves a slug's literal form (and a team id) to the canonical entity. */
function serverFetch() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://localhost:3000');
    if (/^\/api\/players\/by-slug\/ronald-acu(a|na)-jr$/.test(pathname)) return Response.json(acuna);
    if (pathname === '/api/teams/by-slug/3') return Response.json({ team });
    return Response.json({ error: 'Not Found', message: pathname }, { status: 404 });
  });
}

const calls = (fetch: ReturnType<typeof serverFetch>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost:3000').pathname);

describe('<PlayerDetailPage> addresses', () => {
  it('replaces a literal slug with the canonical address, keeping the query, without loading again', async () => {
    const fetch = serverFetch();
    vi.stubGlobal('fetch', fetch);
    const { router } = renderAt(<PlayerDetailPage />, {
      path: '/players/ronald-acua-jr?from=search',
      route: '/players/:playerSlug/:teamSlug?',
      // the app's client: a seeded answer stays fresh, so only a slow machine's timing could refetch it otherwise
      queryClient: createQueryClient(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/ronald-acuna-jr'));
    expect(router.state.location.search).toBe('?from=search');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: /Ronald Acuña Jr\./ })).toBeTruthy();
    expect(calls(fetch).filter((path) => path.startsWith('/api/players/by-slug/'))).toEqual([
      '/api/players/by-slug/ronald-acua-jr',
    ]);
  });

  it('resolves a team part that is none of the player’s slugs', async () => {
    const fetch = serverFetch();
    vi.stubGlobal('fetch', fetch);
    const { router } = renderAt(<PlayerDetailPage />, {
      path: '/players/ronald-acuna-jr/3',
      route: '/players/:playerSlug/:teamSlug?',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/players/ronald-acuna-jr/atlanta-braves'),
    );
    expect(calls(fetch)).toContain('/api/teams/by-slug/3');
  });

  it('stays on a canonical address', async () => {
    const fetch = serverFetch();
    vi.stubGlobal('fetch', fetch);
    const { router } = renderAt(<PlayerDetailPage />, {
      path: '/players/ronald-acuna-jr/atlanta-braves',
      route: '/players/:playerSlug/:teamSlug?',
    });
    await screen.findByRole('heading', { name: /Ronald Acuña Jr\./ });
    expect(router.state.location.pathname).toBe('/players/ronald-acuna-jr/atlanta-braves');
    expect(router.state.historyAction).toBe('POP');
    expect(calls(fetch).some((path) => path.startsWith('/api/teams/'))).toBe(false);
  });
});
