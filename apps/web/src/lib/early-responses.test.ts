// @vitest-environment node
import '@/test/dom.mjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@cardbinder/shared';
import { jsonFetch } from '@/test/render';
import { provideEarly, requestEarly, takeEarlyResponse } from './early-responses';

const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/user/locations': { body: { locations: [] } },
    'GET /api/user/collection/stats': { status: 401, body: { error: 'Unauthorized' } },
  }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('early responses', () => {
  it('sends the bearer token and hands the parsed body out once', async () => {
    void requestEarly('/api/user/locations', 'session-token');
    expect(fetchMock).toHaveBeenCalledWith('/api/user/locations', {
      headers: { Accept: 'application/json', Authorization: 'Bearer session-token' },
      priority: 'high',
    });
    await expect(takeEarlyResponse('/api/user/locations')).resolves.toEqual({ locations: [] });
    await expect(takeEarlyResponse('/api/user/locations')).resolves.toBeUndefined();
  });

  it('gives nothing for a non-2xx answer or a failed call, so the api client asks instead', async () => {
    void requestEarly('/api/user/collection/stats', 'session-token');
    await expect(takeEarlyResponse('/api/user/collection/stats')).resolves.toBeUndefined();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    void requestEarly('/api/user/locations', 'session-token');
    await expect(takeEarlyResponse('/api/user/locations')).resolves.toBeUndefined();
  });

  it("keeps an answer asked with another session's token to itself", async () => {
    void requestEarly('/api/user/locations', 'previous-token');
    await expect(takeEarlyResponse('/api/user/locations')).resolves.toBeUndefined();
  });

  it('keeps an answer obtained elsewhere for the query that asks for it, once', async () => {
    provideEarly(
      '/api/user/collection/cards?only_unassigned=true',
      'session-token',
      Promise.resolve({ cards: [] }),
    );
    await expect(takeEarlyResponse('/api/user/collection/cards?only_unassigned=true')).resolves.toEqual({
      cards: [],
    });
    await expect(
      takeEarlyResponse('/api/user/collection/cards?only_unassigned=true'),
    ).resolves.toBeUndefined();
    provideEarly('/api/user/locations', 'previous-token', Promise.resolve({ locations: [] }));
    await expect(takeEarlyResponse('/api/user/locations')).resolves.toBeUndefined();
  });

  it('gives nothing for a URL nobody asked early', async () => {
    await expect(
      takeEarlyResponse('/api/user/collection/cards?only_unassigned=true'),
    ).resolves.toBeUndefined();
  });
});
