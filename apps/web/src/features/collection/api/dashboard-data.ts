import type { Location } from '@cardbinder/shared';
import { collectionQueryString } from '../lib/collection-query-string';
import { firstDashboardFilters } from '../lib/dashboard-filters';
import { dashboardUrls } from './dashboard-urls';

export type DashboardDataMessage =
  | { kind: 'locations'; body: unknown; cardsUrl: string | null }
  | { kind: 'cards'; bytes: ArrayBuffer | null };

const get = (url: string, token: string, accept: string) =>
  fetch(url, { headers: { Accept: accept, Authorization: `Bearer ${token}` }, priority: 'high' });

async function locationsOf(token: string): Promise<unknown> {
  const response = await get(dashboardUrls.locations, token, 'application/json');
  return response.ok ? ((await response.json()) as unknown) : undefined;
}

async function listBytes(url: string, token: string): Promise<ArrayBuffer | null> {
  const response = await get(url, token, 'application/gzip, application/json;q=0.9');
  if (!response.ok || !response.body) return null;
  if (response.headers.get('content-type')?.startsWith('application/gzip'))
    return new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  return response.arrayBuffer();
}

/**
 * The dashboard's first two calls (dashboard-data.worker.ts runs this): the locations, then at once the
 * default card list they decide (spec 2 §4), each answer posted as it comes.
 */
export async function loadDashboardData(
  token: string,
  post: (message: DashboardDataMessage, transfer?: Transferable[]) => void,
): Promise<void> {
  const body = await locationsOf(token).catch(() => undefined);
  const locations = (body as { locations?: unknown } | undefined)?.locations;
  const cardsUrl = Array.isArray(locations)
    ? dashboardUrls.cards(collectionQueryString(firstDashboardFilters(locations as Location[])))
    : null;
  post({ kind: 'locations', body, cardsUrl });
  if (!cardsUrl) return;
  const bytes = await listBytes(cardsUrl, token).catch(() => null);
  if (bytes) post({ kind: 'cards', bytes }, [bytes]);
  else post({ kind: 'cards', bytes: null });
}
