// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_CARDS, dashboardAnswers } from '../test/dashboard-fixtures';
import { loadDashboardData, type DashboardDataMessage } from './dashboard-data';

const LIST_URL = '/api/user/collection/cards?location_id=4';
const listBody = JSON.stringify({ success: true, total: 4, cards: DASHBOARD_CARDS });

const fetchMock = vi.fn(dashboardAnswers);
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function messagesFor(token: string) {
  const messages: DashboardDataMessage[] = [];
  await loadDashboardData(token, (message) => messages.push(message));
  return messages;
}
const text = (message: DashboardDataMessage | undefined) =>
  message?.kind === 'cards' && message.bytes ? new TextDecoder().decode(message.bytes) : null;

describe('loadDashboardData (the dashboard worker)', () => {
  it('asks for the locations, then the list they decide as a gzip file, and unpacks it', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== LIST_URL) return dashboardAnswers(input, init);
      return new Response(gzipSync(listBody), { headers: { 'Content-Type': 'application/gzip' } });
    });
    const [locations, cards] = await messagesFor('session-token');
    expect(locations).toMatchObject({ kind: 'locations', cardsUrl: LIST_URL });
    expect(text(cards)).toBe(listBody);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(LIST_URL);
    expect(init.headers).toMatchObject({
      Accept: 'application/gzip, application/json;q=0.9',
      Authorization: 'Bearer session-token',
    });
  });

  it('takes a plain JSON answer as it is', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === LIST_URL
        ? new Response(listBody, { headers: { 'Content-Type': 'application/json' } })
        : dashboardAnswers(input, init),
    );
    expect(text((await messagesFor('session-token'))[1])).toBe(listBody);
  });

  it('hands over nothing for a failed call, so the page asks for itself', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === LIST_URL ? new Response('{}', { status: 401 }) : dashboardAnswers(input, init),
    );
    expect(await messagesFor('session-token')).toEqual([
      expect.objectContaining({ kind: 'locations', cardsUrl: LIST_URL }),
      { kind: 'cards', bytes: null },
    ]);

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await messagesFor('session-token')).toEqual([
      { kind: 'locations', body: undefined, cardsUrl: null },
    ]);
  });
});
