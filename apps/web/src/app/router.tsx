import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import { adminRoutes } from './routes/admin/routes';
import { collectorRoutes } from './routes/collector/routes';
import { publicRoutes } from './routes/public/routes';

/**
 * Every screen is a lazy chunk of its own, so a visitor never downloads the back office (DESIGN §3);
 * React Router ranks the paths, so /help beats the /:username catch-all whatever the order.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [...publicRoutes, ...collectorRoutes(queryClient), adminRoutes()],
  },
];

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
