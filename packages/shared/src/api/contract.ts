import type { z } from 'zod';
import type { ErrorStatus } from './errors';

/** What an API key may do (Settings → API keys); each documented call names the one it needs. */
export const API_KEY_SCOPES = ['catalogue:read', 'collection:read', 'collection:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, declared once: the server registers its route from it and the web client calls it through
 * it. `path` uses Fastify's `:name` placeholders, filled from `params` by the client.
 */
export interface EndpointContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** the status of a successful answer (default 200) */
  status?: 200 | 201 | 202 | 204;
  /** who may call it: everyone, anyone signed in, or a least role */
  access: 'public' | 'user' | 'data_admin' | 'admin' | 'superadmin';
  summary?: string;
  description?: string;
  /** the error answers it documents; each `{ error, message }` unless its schema says otherwise */
  errors?: Partial<Record<ErrorStatus, z.ZodType>>;
  /** a body the handler reads itself, e.g. ['multipart/form-data'] for uploads */
  consumes?: readonly string[];
  /** a file, not JSON (response is then fileResponseSchema): the handler sends it */
  produces?: readonly string[];
  /** left out of the API documentation (addresses only <img> elements load) */
  hidden?: boolean;
  /** the API key scope that lets a key call it; without one, an API key is refused (sessions only) */
  apiScope?: ApiKeyScope;
}

/**
 * Where an endpoint answers, without its schemas: a client that does not parse at runtime calls a hot endpoint
 * through this (a zod-free module beside the contract), and `EndpointRoute<typeof contract>` binds the two.
 */
export type EndpointRoute<C extends EndpointContract = EndpointContract> = Pick<C, 'method' | 'path'>;

export const defineEndpoint = <const C extends EndpointContract>(contract: C): C => contract;

type Infer<T> = T extends z.ZodType ? z.input<T> : never;

/** What a client passes to call an endpoint: only the parts the contract declares. */
export type EndpointInput<C extends EndpointContract> = (C['params'] extends z.ZodType
  ? { params: Infer<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: Infer<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: Infer<C['body']> } : { body?: undefined });

export type EndpointResponse<C extends EndpointContract> = z.output<C['response']>;

/** The address of an endpoint with its placeholders filled (each value URI-encoded). */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
