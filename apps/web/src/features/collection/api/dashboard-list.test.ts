// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PACKED_CARDS_MEDIA_TYPE, packUserCards } from '@cardbinder/shared';
import { DASHBOARD_CARDS } from '../test/dashboard-fixtures';
import { fetchDashboardList } from './dashboard-list';

const LIST_URL = '/api/user/collection/cards?location_id=4';
const answer = { success: true, total: 4, cards: DASHBOARD_CARDS };
const packedFile = () =>
  new Response(JSON.stringify(packUserCards(DASHBOARD_CARDS, 4)), {
    headers: { 'Content-Type': PACKED_CARDS_MEDIA_TYPE },
  });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchDashboardList', () => {
  it('asks for the packed list with the session token, and answers it in the API shape', async () => {
    fetchMock.mockResolvedValue(packedFile());
    expect(await fetchDashboardList(LIST_URL, 'session-token')).toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(LIST_URL);
    expect(init.headers).toMatchObject({
      Accept: `${PACKED_CARDS_MEDIA_TYPE}, application/json;q=0.9`,
      Authorization: 'Bearer session-token',
    });
  });

  it('takes a plain JSON answer as it is', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await fetchDashboardList(LIST_URL, 'session-token')).toEqual(answer);
  });

  it('hands over nothing for a failed call or a broken file, so the page asks for itself', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    expect(await fetchDashboardList(LIST_URL, 'session-token')).toBeUndefined();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await fetchDashboardList(LIST_URL, 'session-token')).toBeUndefined();
    fetchMock.mockResolvedValue(
      new Response('not json at all', { headers: { 'Content-Type': PACKED_CARDS_MEDIA_TYPE } }),
    );
    expect(await fetchDashboardList(LIST_URL, 'session-token')).toBeUndefined();
    fetchMock.mockResolvedValue(
      new Response('{"cards":', { headers: { 'Content-Type': PACKED_CARDS_MEDIA_TYPE } }),
    );
    expect(await fetchDashboardList(LIST_URL, 'session-token')).toBeUndefined();
  });
});
