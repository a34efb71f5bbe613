import { readToken } from './token-storage';

interface EarlyResponse {
  token: string;
  body: Promise<unknown>;
}

const waiting = new Map<string, EarlyResponse>();

/**
 * A GET with the session token, read by `read` when it answers 2xx; undefined on any failure (a 401, a network
 * error, a body `read` cannot take), so the caller asks again through the api client.
 */
export async function fetchEarly(
  url: string,
  token: string,
  accept: string,
  read: (response: Response) => Promise<unknown>,
): Promise<unknown> {
  try {
    const response = await fetch(url, {
      headers: { Accept: accept, Authorization: `Bearer ${token}` },
      // ahead of the app's code, which is downloading beside it (six connections per host)
      priority: 'high',
    });
    return response.ok ? await read(response) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts a GET from the entry chunk, before the app's code has run, and keeps its answer for the
 * query that will ask for this exact URL. The promise resolves to the parsed body of a 2xx answer
 * and to undefined on any failure (a 401 included): the caller then asks through the api client, so
 * every error surfaces exactly as if no early call had been made.
 */
export function requestEarly(url: string, token: string): Promise<unknown> {
  const body = fetchEarly(url, token, 'application/json', (response) => response.json());
  provideEarly(url, token, body);
  return body;
}

/**
 * Keeps an answer obtained some other way (the dashboard's unpacked list) for the query that will ask
 * for this URL, as requestEarly does: a parsed body, or undefined when there is none.
 */
export function provideEarly(url: string, token: string, body: Promise<unknown>): void {
  waiting.set(url, { token, body });
}

/**
 * The early body for this URL, handed out once so a later refetch goes to the network. Resolves to
 * undefined when none was started, it failed, or it was asked with another session's token.
 */
export function takeEarlyResponse(url: string): Promise<unknown> {
  const early = waiting.get(url);
  waiting.delete(url);
  return early && early.token === readToken() ? early.body : Promise.resolve(undefined);
}
