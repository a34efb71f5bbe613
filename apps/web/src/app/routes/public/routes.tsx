import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { title } from '@/app/route-title';
import { LegacyAuthRedirect, RedirectKeepingQuery } from './redirects';

/** Each screen is its own chunk, so a visitor never downloads the collector's or the back office's screens. */
const home = async () => ({ Component: (await import('./home')).HomePage });
const playerDetail = async () => ({ Component: (await import('./player-detail')).PlayerDetailPage });
const seriesDetail = async () => ({ Component: (await import('./series-detail')).SeriesDetailPage });
const cardDetail = async () => ({ Component: (await import('./card-detail')).CardDetailPage });

/** The catalogue, sign-in and support screens anyone may open. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: home, handle: title('Home') },
  { path: 'home', lazy: home, handle: title('Home') },
  {
    path: 'auth/:mode',
    handle: title((params) => (params.mode === 'signup' ? 'Sign Up' : 'Sign In')),
    lazy: async () => ({ Component: (await import('./auth')).AuthPage }),
  },
  // spec 2 calls My Collection the collector's dashboard: /dashboard is another address of it
  { path: 'dashboard', element: <RedirectKeepingQuery to={paths.collection} /> },
  { path: 'login', element: <LegacyAuthRedirect mode="login" /> },
  { path: 'register', element: <LegacyAuthRedirect mode="signup" /> },
  {
    path: 'check-email',
    handle: title('Check Your Email'),
    lazy: async () => ({ Component: (await import('./check-email')).CheckEmailPage }),
  },
  {
    path: 'verify-email',
    handle: title('Verify Email'),
    lazy: async () => ({ Component: (await import('./verify-email')).VerifyEmailPage }),
  },
  {
    path: 'forgot-password',
    handle: title('Forgot Password'),
    lazy: async () => ({ Component: (await import('./forgot-password')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    handle: title('Reset Password'),
    lazy: async () => ({ Component: (await import('./reset-password')).ResetPasswordPage }),
  },
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('./search')).SearchPage }),
    handle: title('Search'),
  },
  {
    path: 'players',
    handle: title('Players'),
    lazy: async () => ({ Component: (await import('./players')).PlayersPage }),
  },
  // one route with an optional team, so switching the team filter keeps the page (and its table) mounted
  { path: 'players/:playerSlug/:teamSlug?', lazy: playerDetail },
  {
    path: 'teams',
    handle: title('Teams'),
    lazy: async () => ({ Component: (await import('./teams')).TeamsPage }),
  },
  {
    path: 'teams/:teamSlug',
    lazy: async () => ({ Component: (await import('./team-detail')).TeamDetailPage }),
  },
  {
    path: 'sets',
    handle: title('Sets & Series'),
    lazy: async () => ({ Component: (await import('./sets')).SetsPage }),
  },
  {
    path: 'sets/:year',
    handle: title((params) => `${params.year ?? ''} Sets`),
    lazy: async () => ({ Component: (await import('./sets-year')).SetsYearPage }),
  },
  {
    path: 'sets/:year/:setSlug',
    lazy: async () => ({ Component: (await import('./set-detail')).SetDetailPage }),
  },
  { path: 'sets/:year/:setSlug/:seriesSlug', lazy: seriesDetail },
  { path: 'series/:seriesSlug', lazy: seriesDetail },
  // card detail (spec 2 §2.2): the short form and the long set form, slugs only
  { path: 'card/:seriesSlug/:cardNumber/:playerSlug', lazy: cardDetail },
  { path: 'sets/:year/:setSlug/:seriesSlug/:cardSlug', lazy: cardDetail },
  {
    path: 'help',
    handle: title('Help & Support'),
    lazy: async () => ({ Component: (await import('./help')).HelpPage }),
  },
  {
    path: 'status',
    handle: title('System Status'),
    lazy: async () => ({ Component: (await import('./status')).StatusPage }),
  },
  {
    path: 'attributions',
    handle: title('Attributions'),
    lazy: async () => ({ Component: (await import('./attributions')).AttributionsPage }),
  },
  {
    path: 'design-system-demo',
    handle: title('Design System'),
    lazy: async () => ({ Component: (await import('./design-system-demo')).DesignSystemDemoPage }),
  },
  {
    // spec 1: /{username} is the catch-all public profile; usernames never match an app address
    path: ':username',
    handle: title((params) => params.username ?? 'Profile'),
    lazy: async () => ({ Component: (await import('./public-profile')).PublicProfilePage }),
  },
  {
    path: '*',
    handle: title('Page Not Found'),
    lazy: async () => ({ Component: (await import('./not-found')).NotFoundPage }),
  },
];
