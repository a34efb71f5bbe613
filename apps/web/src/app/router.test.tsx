// @vitest-environment node
import '@/test/dom.mjs';
import { screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@cardbinder/shared';
import { createQueryClient } from '@/lib/query-client';
import { jsonFetch, renderRoutes } from '@/test/render';
import { createRoutes } from './router';

const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/user/locations': { body: { success: true, locations: [] } },
    'GET /api/user/collection/cards': { body: { success: true, cards: [], total: 0 } },
  }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const calledUrls = () =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname + url.search;
  });

async function navigateToCollection() {
  const router = createMemoryRouter(createRoutes(createQueryClient()), { initialEntries: ['/collection'] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  router.dispose();
}

describe('the /collection route', () => {
  it('starts the dashboard calls as soon as navigation begins, beside its page code', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    await navigateToCollection();
    await vi.waitFor(() =>
      expect(calledUrls()).toEqual([
        '/api/user/locations',
        // no dashboard location: only unassigned cards (spec 2 §4)
        '/api/user/collection/cards?only_unassigned=true',
        // the header's achievements slot, which does not wait for the list
        '/api/user/achievements/stats',
        // each entry's value, the header stats and team chips once the list has come
        '/api/user/collection/values',
        '/api/user/collection/stats',
        '/api/user/collection/cards/teams-with-players',
      ]),
    );
  });

  it('starts nothing for a visitor', async () => {
    await navigateToCollection();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/dashboard', () => {
  it('is another address of My Collection, keeping the query', async () => {
    const dashboard = matchRoutes(createRoutes(createQueryClient()), '/dashboard')!.at(-1)!.route;
    const { router } = renderRoutes(
      [
        { path: '/dashboard', element: dashboard.element },
        { path: '/collection', element: <h1>My Collection</h1> },
      ],
      { path: '/dashboard?highlight=12' },
    );
    await screen.findByRole('heading', { name: 'My Collection' });
    expect(router.state.location.search).toBe('?highlight=12');
  });
});

describe('/collection/import', () => {
  it('is a collector route behind sign-in: a visitor goes to the sign-in page', async () => {
    const matched = matchRoutes(createRoutes(createQueryClient()), '/collection/import')!;
    expect(matched.at(-1)!.route.path).toBe('collection/import');
    const guard = matched.at(-2)!.route;
    const { router } = renderRoutes(
      [
        { element: guard.element, children: [{ path: '/collection/import', element: <h1>Import</h1> }] },
        { path: '/login', element: <h1>Sign in</h1> },
      ],
      { path: '/collection/import' },
    );
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
