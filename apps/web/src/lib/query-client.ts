import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) will not change on a retry; network and server failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // offline, a query still asks once: the service worker may answer it from its cache (apps/web/vite.config.ts);
        // only its retries wait for the connection
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Resolves once the query cache has handed every change made so far to the components (it delivers them a timer
 * later, in one batch). An optimistic state dropped after this never lets the old data show for a frame.
 */
export const queryUpdatesDelivered = (): Promise<void> =>
  new Promise((resolve) => notifyManager.schedule(() => resolve()));
