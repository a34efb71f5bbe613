import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '@/features/auth';
import { prefetchDashboard } from '@/features/collection';
import { title } from '@/app/route-title';

/** The dashboard's data calls start beside its code download instead of after its first render. */
const collectionPage = (queryClient: QueryClient) => async () => {
  void prefetchDashboard(queryClient);
  return { Component: (await import('./collection')).CollectionPage };
};

/** The signed-in collector's screens. */
export const collectorRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RequireAuth />,
    children: [
      { path: 'collection', handle: title('My Collection'), lazy: collectionPage(queryClient) },
      {
        path: 'collection/import',
        handle: title('Import your collection'),
        lazy: async () => ({ Component: (await import('./collection-import')).CollectionImportPage }),
      },
      {
        path: 'notifications',
        handle: title('Notifications'),
        lazy: async () => ({ Component: (await import('./notifications')).NotificationsPage }),
      },
      {
        path: 'achievements',
        handle: title('Achievements'),
        lazy: async () => ({ Component: (await import('./achievements')).AchievementsPage }),
      },
      {
        path: 'wants',
        handle: title('Want list'),
        lazy: async () => ({ Component: (await import('./trading')).WantsPage }),
      },
      {
        path: 'trades',
        handle: title('Trades'),
        lazy: async () => ({ Component: (await import('./trading')).TradesPage }),
      },
      {
        path: 'trades/matches',
        handle: title('Trade matches'),
        lazy: async () => ({ Component: (await import('./trading')).TradeMatchesPage }),
      },
      {
        path: 'trades/new',
        handle: title('Propose a trade'),
        lazy: async () => ({ Component: (await import('./trading')).NewTradePage }),
      },
      {
        path: 'trades/:tradeId',
        handle: title('Trade'),
        lazy: async () => ({ Component: (await import('./trading')).TradeDetailPage }),
      },
    ],
  },
  ...['settings/profile', 'settings', 'profile'].map((path) => ({
    path,
    handle: title('Profile Settings'),
    lazy: async () => ({ Component: (await import('./profile-settings')).ProfileSettingsPage }),
  })),
];
