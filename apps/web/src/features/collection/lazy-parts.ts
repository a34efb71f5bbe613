import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';

// only signed-in collectors add cards or own copies, so visitors never download these forms and tables
export const LazyAddCardModal = lazy(async () => ({
  default: (await import('./components/add-card-modal')).AddCardModal,
}));
export const LazyOwnCopiesTable = lazy(async () => ({
  default: (await import('./components/own-copies-table')).OwnCopiesTable,
}));

/** The dashboard's prefetch (and the contracts it names) loads with the dashboard, not with the app shell. */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  await (await import('./api/prefetch-dashboard')).prefetchDashboard(queryClient);
}
