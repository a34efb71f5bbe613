// @vitest-environment node
import '@/test/dom.mjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorText } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const reply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });
const sentHeaders = () => fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'abc');
    fetchMock.mockImplementation(async () => reply(200, { ok: true }));
    await expect(api.get('/api/auth/profile')).resolves.toEqual({ ok: true });
    expect(sentHeaders().Authorization).toBe('Bearer abc');
  });

  it('sends JSON with a content type only when there is a body', async () => {
    fetchMock.mockImplementation(async () => reply(200, {}));
    await api.post('/api/auth/logout', undefined, { token: 't' });
    expect(sentHeaders()['Content-Type']).toBeUndefined();
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');

    fetchMock.mockClear();
    await api.post('/api/auth/login', { email: 'a@b.co', password: 'x' }, { token: null });
    expect(sentHeaders()['Content-Type']).toBe('application/json');
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it("throws an ApiError carrying the server's error body", async () => {
    fetchMock.mockImplementation(async () =>
      reply(409, { error: 'Username is already taken', message: 'Taken' }),
    );
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      serverError: 'Username is already taken',
      serverMessage: 'Taken',
    });
    expect(errorText(error, { fallback: 'Registration failed' })).toBe('Username is already taken');
    expect(errorText(error, { fallback: 'Registration failed', prefer: 'message' })).toBe('Taken');
  });

  it('falls back to the default text without a server body, and to the thrown text on network failure', async () => {
    fetchMock.mockImplementation(async () => reply(500));
    const serverError = await api.get('/api/x').catch((e: unknown) => e);
    expect(
      errorText(serverError, { fallback: 'Login failed', thrown: 'Login failed. Please try again.' }),
    ).toBe('Login failed');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const networkError = await api.get('/api/x').catch((e: unknown) => e);
    expect(
      errorText(networkError, { fallback: 'Login failed', thrown: 'Login failed. Please try again.' }),
    ).toBe('Login failed. Please try again.');
  });

  it('echoes an XSRF-TOKEN cookie as the X-XSRF-TOKEN header', async () => {
    fetchMock.mockImplementation(async () => reply(200, {}));
    await api.get('/api/x');
    expect(sentHeaders()['X-XSRF-TOKEN']).toBeUndefined();
    document.cookie = 'XSRF-TOKEN=a%2Fb';
    fetchMock.mockClear();
    await api.get('/api/x');
    expect(sentHeaders()['X-XSRF-TOKEN']).toBe('a/b');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('builds query strings and skips undefined values', async () => {
    fetchMock.mockImplementation(async () => reply(200, {}));
    await api.get('/api/search/universal', { query: { q: 'mookie betts', limit: 50, team_id: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/search/universal?q=mookie+betts&limit=50');
  });

  it('sends a list as the key repeated, the form the contracts read', async () => {
    fetchMock.mockImplementation(async () => reply(200, {}));
    await api.get('/api/user/collection/owned-counts', { query: { card_id: [856, 4234], series_id: 3 } });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/user/collection/owned-counts?card_id=856&card_id=4234&series_id=3',
    );
  });
});
