import { readToken } from './token-storage';

interface EarlyResponse {
  token: string;
  body: Promise<unknown>;
}

const waiting = new Map<string, EarlyResponse>();

async function fetchJson(url: string, token: string): Promise<unknown> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      // ahead of the app's code, which is downloading beside it (six connections per host)
      priority: 'high',
    });
    return response.ok ? ((await response.json()) as unknown) : undefined;
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
  const body = fetchJson(url, token);
  waiting.set(url, { token, body });
  return body;
}

function bytesFetcher(): (url: string, token: string) => Promise<ArrayBuffer | null> {
  const worker = new Worker(new URL('./fetch-bytes.worker.ts', import.meta.url), { type: 'module' });
  return (url, token) =>
    new Promise((resolve) => {
      const done = (bytes: ArrayBuffer | null) => {
        worker.terminate();
        resolve(bytes);
      };
      worker.onmessage = (event: MessageEvent<ArrayBuffer | null>) => done(event.data);
      worker.onerror = () => done(null);
      worker.postMessage({ url, token });
    });
}

/**
 * requestEarly for one large answer (a 10,000-card collection is ~12 MB of JSON) whose URL is known only
 * later: the worker starts now, so its script is loaded when the URL comes. It receives the bytes while the
 * main thread starts the app.
 */
export function prepareLargeEarlyRequest(): (url: string, token: string) => void {
  if (typeof Worker === 'undefined') return (url, token) => void requestEarly(url, token);
  const fetchBytes = bytesFetcher();
  return (url, token) => {
    // parsed as soon as it lands: the main thread is often waiting for the page's code then
    const body = fetchBytes(url, token).then((received) => {
      if (!received) return undefined;
      try {
        return JSON.parse(new TextDecoder().decode(received)) as unknown;
      } catch {
        return undefined;
      }
    });
    waiting.set(url, { token, body });
  };
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
