// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_CARDS } from '../test/dashboard-fixtures';
import { fetchListBytes } from './dashboard-list';

const LIST_URL = '/api/user/collection/cards?location_id=4';
const listBody = JSON.stringify({ success: true, total: 4, cards: DASHBOARD_CARDS });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const text = (bytes: ArrayBuffer | null) => (bytes ? new TextDecoder().decode(bytes) : null);

describe('fetchListBytes', () => {
  it('asks for the list as a gzip file with the session token, and unpacks it', async () => {
    fetchMock.mockResolvedValue(
      new Response(gzipSync(listBody), { headers: { 'Content-Type': 'application/gzip' } }),
    );
    expect(text(await fetchListBytes(LIST_URL, 'session-token'))).toBe(listBody);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(LIST_URL);
    expect(init.headers).toMatchObject({
      Accept: 'application/gzip, application/json;q=0.9',
      Authorization: 'Bearer session-token',
    });
  });

  it('takes a plain JSON answer as it is', async () => {
    fetchMock.mockResolvedValue(new Response(listBody, { headers: { 'Content-Type': 'application/json' } }));
    expect(text(await fetchListBytes(LIST_URL, 'session-token'))).toBe(listBody);
  });

  it('hands over nothing for a failed call or a broken file, so the page asks for itself', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    expect(await fetchListBytes(LIST_URL, 'session-token')).toBeNull();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await fetchListBytes(LIST_URL, 'session-token')).toBeNull();
    fetchMock.mockResolvedValue(
      new Response('not gzip at all', { headers: { 'Content-Type': 'application/gzip' } }),
    );
    expect(await fetchListBytes(LIST_URL, 'session-token')).toBeNull();
  });
});
