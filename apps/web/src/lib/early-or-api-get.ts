import type { EndpointContract, EndpointResponse, EndpointRoute } from '@cardbinder/shared';
import { apiRequest } from './api-client';
import { takeEarlyResponse } from './early-responses';

/**
 * A GET of the endpoint (its route, typed by its contract) answered by its early request when one succeeded for this exact URL, by the
 * api client otherwise. The URL is given (with its query) because the entry chunk started the early request.
 */
export async function earlyOrApiGet<C extends EndpointContract & { method: 'GET' }>(
  _route: EndpointRoute<C>,
  url: string,
): Promise<EndpointResponse<C>> {
  const early = await takeEarlyResponse(url);
  return early === undefined ? apiRequest<EndpointResponse<C>>(url) : (early as EndpointResponse<C>);
}
