// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PACKED_CARDS_MEDIA_TYPE, TOKEN_STORAGE_KEY } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { createQueryClient } from '@/lib/query-client';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { CollectionDashboard } from '../components/collection-dashboard';
import { dashboardAnswers } from '../test/dashboard-fixtures';
import { prefetchDashboard } from './prefetch-dashboard';
import { startDashboardRequests } from './start-dashboard-requests';

const fetchMock = vi.fn(dashboardAnswers);

beforeEach(() => {
  fetchMock.mockClear();
  fetchMock.mockImplementation(dashboardAnswers);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const calledUrls = () =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname + url.search;
  });

const EARLY_CALLS = [
  '/api/user/locations',
  // Binder is the dashboard location
  '/api/user/collection/cards?location_id=4',
];
/** asked by the dashboard itself, once its code runs */
const LATER_CALLS = [
  '/api/user/collection/stats',
  '/api/user/collection/cards/teams-with-players',
  // the header's achievements slot
  '/api/user/achievements/stats',
  // each entry's value (the collector's estimate, else the card's value for its grade)
  '/api/user/collection/values',
];
const sorted = (urls: string[]) => [...urls].sort();

const renderDashboard = () =>
  renderAt(<CollectionDashboard />, {
    path: '/collection',
    auth: authValue({ status: 'authenticated', user: testUser() }),
    queryClient: createQueryClient(),
  });

/** The dashboard with every call answered and settled: nothing is asked any more. */
async function settledDashboard() {
  const { queryClient } = renderDashboard();
  await screen.findByText('Showing 4 of 4 cards');
  // the header stats are asked once the list has come
  expect(await screen.findByText('$1,234')).toBeTruthy();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return queryClient;
}

describe('startDashboardRequests', () => {
  it('asks a signed-in visitor of /collection for locations, then the default cards, and nothing else', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    startDashboardRequests('/collection');
    await vi.waitFor(() => expect(calledUrls()).toEqual(EARLY_CALLS));
    for (const [, init] of fetchMock.mock.calls)
      expect(init?.headers).toMatchObject({ Authorization: 'Bearer session-token' });
    // the list packed as a gzip file, unpacked by the page (dashboard-list.ts)
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({
      Accept: expect.stringContaining(PACKED_CARDS_MEDIA_TYPE),
    });

    await settledDashboard();
    expect(sorted(calledUrls())).toEqual(sorted([...EARLY_CALLS, ...LATER_CALLS]));
  });

  it('starts nothing for a visitor without a session token', () => {
    startDashboardRequests('/collection');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts nothing on any other path', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    for (const path of ['/', '/players', '/collection/4', '/admin']) startDashboardRequests(path);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('feeds the route prefetch, and a later refetch goes to the network', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    startDashboardRequests('/collection');
    const queryClient = createQueryClient();
    await prefetchDashboard(queryClient);
    expect(sorted(calledUrls())).toEqual(sorted([...EARLY_CALLS, ...LATER_CALLS]));

    fetchMock.mockClear();
    await queryClient.refetchQueries();
    expect(sorted(calledUrls())).toEqual(sorted([...EARLY_CALLS, ...LATER_CALLS]));
  });

  it('drops a failed early answer and makes the normal request, without an error toast', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    const show = vi.spyOn(toast, 'show');
    fetchMock.mockImplementationOnce(jsonFetch({})); // the early locations call: 404
    startDashboardRequests('/collection');
    await settledDashboard();
    // no early cards call without locations; the dashboard asked for both itself
    expect(calledUrls().filter((url) => url === '/api/user/locations')).toHaveLength(2);
    expect(calledUrls().filter((url) => url.startsWith('/api/user/collection/cards?'))).toEqual([
      '/api/user/collection/cards?location_id=4',
    ]);
    expect(show).not.toHaveBeenCalled();
  });

  it('leaves an error to the api client: an early 401 is asked again and shows the usual toast', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired-token');
    const show = vi.spyOn(toast, 'show');
    const unauthorized = { status: 401, body: { error: 'Unauthorized', message: 'Session expired' } };
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/api/user/collection/cards?')
        ? jsonFetch({ 'GET /api/user/collection/cards': unauthorized })(input, init)
        : dashboardAnswers(input, init),
    );
    startDashboardRequests('/collection');
    renderDashboard();
    await waitFor(() => expect(show).toHaveBeenCalledWith('error', 'Failed to load collection cards'));
    expect(calledUrls().filter((url) => url.startsWith('/api/user/collection/cards?'))).toHaveLength(2);
  });
});
