import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { prefetchDashboard } from '@/features/collection/api/prefetch-dashboard';
import { adminRoutes } from './admin-routes';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import type { TitleHandle } from './route-title';
import { paths } from '@/config/paths';
import { LegacyAuthRedirect, RedirectKeepingQuery } from './routes/public/redirects';

/** Each screen is its own chunk, so a visitor never downloads the back office (DESIGN §3). */
const home = async () => ({ Component: (await import('./routes/public/home')).HomePage });
const title = (screen: TitleHandle['title']): TitleHandle => ({ title: screen });
const playerDetail = async () => ({
  Component: (await import('./routes/public/player-detail')).PlayerDetailPage,
});
const seriesDetail = async () => ({
  Component: (await import('./routes/public/series-detail')).SeriesDetailPage,
});
const cardDetail = async () => ({
  Component: (await import('./routes/public/card-detail')).CardDetailPage,
});
/** The dashboard's data calls start beside its code download instead of after its first render. */
const collectionPage = (queryClient: QueryClient) => async () => {
  void prefetchDashboard(queryClient);
  return { Component: (await import('./routes/collector/collection')).CollectionPage };
};

export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, lazy: home, handle: title('Home') },
      { path: 'home', lazy: home, handle: title('Home') },
      {
        path: 'auth/:mode',
        handle: title((params) => (params.mode === 'signup' ? 'Sign Up' : 'Sign In')),
        lazy: async () => ({ Component: (await import('./routes/public/auth')).AuthPage }),
      },
      // spec 2 calls My Collection the collector's dashboard: /dashboard is another address of it
      { path: 'dashboard', element: <RedirectKeepingQuery to={paths.collection} /> },
      { path: 'login', element: <LegacyAuthRedirect mode="login" /> },
      { path: 'register', element: <LegacyAuthRedirect mode="signup" /> },
      {
        path: 'check-email',
        handle: title('Check Your Email'),
        lazy: async () => ({ Component: (await import('./routes/public/check-email')).CheckEmailPage }),
      },
      {
        path: 'verify-email',
        handle: title('Verify Email'),
        lazy: async () => ({ Component: (await import('./routes/public/verify-email')).VerifyEmailPage }),
      },
      {
        path: 'forgot-password',
        handle: title('Forgot Password'),
        lazy: async () => ({
          Component: (await import('./routes/public/forgot-password')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        handle: title('Reset Password'),
        lazy: async () => ({ Component: (await import('./routes/public/reset-password')).ResetPasswordPage }),
      },
      {
        path: 'search',
        lazy: async () => ({ Component: (await import('./routes/public/search')).SearchPage }),
        handle: title('Search'),
      },
      {
        path: 'players',
        handle: title('Players'),
        lazy: async () => ({ Component: (await import('./routes/public/players')).PlayersPage }),
      },
      // one route with an optional team, so switching the team filter keeps the page (and its table) mounted
      { path: 'players/:playerSlug/:teamSlug?', lazy: playerDetail },
      {
        path: 'teams',
        handle: title('Teams'),
        lazy: async () => ({ Component: (await import('./routes/public/teams')).TeamsPage }),
      },
      {
        path: 'teams/:teamSlug',
        lazy: async () => ({ Component: (await import('./routes/public/team-detail')).TeamDetailPage }),
      },
      {
        path: 'sets',
        handle: title('Sets & Series'),
        lazy: async () => ({ Component: (await import('./routes/public/sets')).SetsPage }),
      },
      {
        path: 'sets/:year',
        handle: title((params) => `${params.year ?? ''} Sets`),
        lazy: async () => ({ Component: (await import('./routes/public/sets-year')).SetsYearPage }),
      },
      {
        path: 'sets/:year/:setSlug',
        lazy: async () => ({ Component: (await import('./routes/public/set-detail')).SetDetailPage }),
      },
      { path: 'sets/:year/:setSlug/:seriesSlug', lazy: seriesDetail },
      { path: 'series/:seriesSlug', lazy: seriesDetail },
      // card detail (spec 2 §2.2): the short form and the long set form, slugs only
      { path: 'card/:seriesSlug/:cardNumber/:playerSlug', lazy: cardDetail },
      { path: 'sets/:year/:setSlug/:seriesSlug/:cardSlug', lazy: cardDetail },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'collection',
            handle: title('My Collection'),
            lazy: collectionPage(queryClient),
          },
          {
            path: 'notifications',
            handle: title('Notifications'),
            lazy: async () => ({
              Component: (await import('./routes/collector/notifications')).NotificationsPage,
            }),
          },
        ],
      },
      ...['settings/profile', 'settings', 'profile'].map((path) => ({
        path,
        handle: title('Profile Settings'),
        lazy: async () => ({
          Component: (await import('./routes/collector/profile-settings')).ProfileSettingsPage,
        }),
      })),
      adminRoutes(),
      {
        path: 'help',
        handle: title('Help & Support'),
        lazy: async () => ({ Component: (await import('./routes/public/help')).HelpPage }),
      },
      {
        path: 'status',
        handle: title('System Status'),
        lazy: async () => ({ Component: (await import('./routes/public/status')).StatusPage }),
      },
      {
        path: 'attributions',
        handle: title('Attributions'),
        lazy: async () => ({ Component: (await import('./routes/public/attributions')).AttributionsPage }),
      },
      {
        path: 'design-system-demo',
        handle: title('Design System'),
        lazy: async () => ({
          Component: (await import('./routes/public/design-system-demo')).DesignSystemDemoPage,
        }),
      },
      {
        // spec 1: /{username} is the catch-all public profile; usernames never match an app address
        path: ':username',
        handle: title((params) => params.username ?? 'Profile'),
        lazy: async () => ({ Component: (await import('./routes/public/public-profile')).PublicProfilePage }),
      },
      {
        path: '*',
        handle: title('Page Not Found'),
        lazy: async () => ({ Component: (await import('./routes/public/not-found')).NotFoundPage }),
      },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
