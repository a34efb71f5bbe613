import {
  endpointPath,
  type EndpointContract,
  type EndpointInput,
  type EndpointRoute,
  type EndpointResponse,
} from '@cardbinder/shared';
import { readToken } from './token-storage';

/** A non-2xx answer; carries the server's `{ error, message }` body so screens can show its words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverError: string | undefined,
    readonly serverMessage: string | undefined,
    readonly body: unknown,
  ) {
    super(serverError ?? serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  /** overrides the stored token, e.g. to end a session whose token was just removed */
  token?: string | null;
  signal?: AbortSignal;
  /** the Accept header, when the call can take another form than JSON */
  accept?: string;
  /** reads a 2xx answer (one in another form than JSON); errors are read as JSON as always */
  read?: (response: Response) => Promise<unknown>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // a list goes as the key repeated (card_id=1&card_id=2), the form the server's contracts read
    if (Array.isArray(value)) for (const each of value) params.append(key, String(each));
    else if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function pickString(body: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Spec §9 names XSRF-TOKEN / X-XSRF-TOKEN: a cookie of that name is echoed back as the header. */
function xsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Same-origin JSON call with the bearer token when one is stored; no timeout (spec §9). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = options.token === undefined ? readToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = xsrfToken();
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  // Fastify rejects an empty body sent as JSON, so the content type goes only with a body
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.ok && options.read) return (await options.read(response)) as T;
  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, pickString(body, 'error'), pickString(body, 'message'), body);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

export interface ErrorTextOptions {
  /** shown when the server answered without an error or message */
  fallback: string;
  /** shown when no answer came at all (network failure); defaults to fallback */
  thrown?: string;
  prefer?: 'error' | 'message';
}

/** "The server's error or message", else the spec's default for that call. */
export function errorText(error: unknown, { fallback, thrown, prefer = 'error' }: ErrorTextOptions): string {
  if (error instanceof ApiError) {
    const first = prefer === 'error' ? error.serverError : error.serverMessage;
    const second = prefer === 'error' ? error.serverMessage : error.serverError;
    return first ?? second ?? fallback;
  }
  return thrown ?? fallback;
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** Calls an endpoint through its contract (packages/shared): the address, method and types come from it. */
export function callEndpoint<C extends EndpointContract>(
  contract: C,
  input: EndpointInput<C>,
  options: Pick<RequestOptions, 'signal' | 'token'> = {},
): Promise<EndpointResponse<C>> {
  return callRoute<C>(contract, input, options);
}

/**
 * Calls an endpoint by its zod-free route, typed by its contract (`callRoute<typeof xContract>(xRoute, …)`):
 * the app shell's calls, so the home page does not load the contracts' schemas (docs/decisions.md).
 */
export function callRoute<C extends EndpointContract>(
  route: EndpointRoute<C>,
  input: EndpointInput<C>,
  options: Pick<RequestOptions, 'signal' | 'token' | 'accept' | 'read'> = {},
): Promise<EndpointResponse<C>> {
  const params = input.params as Record<string, string | number> | undefined;
  return apiRequest<EndpointResponse<C>>(endpointPath(route.path, params), {
    ...options,
    method: route.method,
    query: input.query as RequestOptions['query'],
    body: input.body,
  });
}
