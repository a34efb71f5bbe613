import {
  endpointPath,
  type EndpointContract,
  type EndpointInput,
  type EndpointResponse,
} from '@cardbinder/shared';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/token-storage';

function pick(body: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Multipart call with the bearer token; the browser sets the boundary, so no Content-Type here. */
export async function uploadForm<T>(path: string, method: 'POST' | 'PUT', form: FormData): Promise<T> {
  const token = readToken();
  const response = await fetch(path, {
    method,
    headers: token
      ? { Authorization: `Bearer ${token}`, Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: form,
  });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) throw new ApiError(response.status, pick(body, 'error'), pick(body, 'message'), body);
  return body as T;
}

/** A multipart call to an endpoint: its address and answer type come from the contract. */
export function uploadToEndpoint<C extends EndpointContract & { method: 'POST' | 'PUT' }>(
  contract: C,
  params: EndpointInput<C>['params'],
  form: FormData,
): Promise<EndpointResponse<C>> {
  const path = endpointPath(contract.path, params as Record<string, string | number> | undefined);
  return uploadForm<EndpointResponse<C>>(path, contract.method, form);
}
