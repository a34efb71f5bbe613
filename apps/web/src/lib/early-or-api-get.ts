import { api } from './api-client';
import { takeEarlyResponse } from './early-responses';

/** A GET answered by its early request when one succeeded for this exact URL, by the api client otherwise. */
export async function earlyOrApiGet<T>(url: string): Promise<T> {
  const early = await takeEarlyResponse(url);
  return early === undefined ? api.get<T>(url) : (early as T);
}
