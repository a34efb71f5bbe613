import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { title, type TitleHandle } from '@/app/route-title';
import { LegacyAuthRedirect, RedirectKeepingQuery } from './redirects';

/** Each screen is its own chunk, so a visitor never downloads the collector's or the back office's screens. */
const home = async () => ({ Component: (await import('./home')).HomePage });
const playerDetail = async () => ({ Component: (await import('./player-detail')).PlayerDetailPage });
const seriesDetail = async () => ({ Component: (await import('./series-detail')).SeriesDetailPage });
const cardDetail = async () => ({ Component: (await import('./card-detail')).CardDetailPage });

/** A titled screen whose component loads with its own chunk. */
const screen = (
  path: string,
  name: TitleHandle['title'],
  load: () => Promise<ComponentType>,
): RouteObject => ({ path, handle: title(name), lazy: async () => ({ Component: await load() }) });

/** The catalogue, sign-in and support screens anyone may open. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: home, handle: title('Home') },
  { path: 'home', lazy: home, handle: title('Home') },
  screen(
    'auth/:mode',
    (params) => (params.mode === 'signup' ? 'Sign Up' : 'Sign In'),
    async () => (await import('./auth')).AuthPage,
  ),
  // spec 2 calls My Collection the collector's dashboard: /dashboard is another address of it
  { path: 'dashboard', element: <RedirectKeepingQuery to={paths.collection} /> },
  { path: 'login', element: <LegacyAuthRedirect mode="login" /> },
  { path: 'register', element: <LegacyAuthRedirect mode="signup" /> },
  screen('check-email', 'Check Your Email', async () => (await import('./check-email')).CheckEmailPage),
  screen('verify-email', 'Verify Email', async () => (await import('./verify-email')).VerifyEmailPage),
  screen(
    'forgot-password',
    'Forgot Password',
    async () => (await import('./forgot-password')).ForgotPasswordPage,
  ),
  screen(
    'reset-password',
    'Reset Password',
    async () => (await import('./reset-password')).ResetPasswordPage,
  ),
  screen('search', 'Search', async () => (await import('./search')).SearchPage),
  screen('players', 'Players', async () => (await import('./players')).PlayersPage),
  // one route with an optional team, so switching the team filter keeps the page (and its table) mounted
  { path: 'players/:playerSlug/:teamSlug?', lazy: playerDetail },
  screen('teams', 'Teams', async () => (await import('./teams')).TeamsPage),
  {
    path: 'teams/:teamSlug',
    lazy: async () => ({ Component: (await import('./team-detail')).TeamDetailPage }),
  },
  screen('sets', 'Sets & Series', async () => (await import('./sets')).SetsPage),
  screen(
    'sets/:year',
    (params) => `${params.year ?? ''} Sets`,
    async () => (await import('./sets-year')).SetsYearPage,
  ),
  {
    path: 'sets/:year/:setSlug',
    lazy: async () => ({ Component: (await import('./set-detail')).SetDetailPage }),
  },
  { path: 'sets/:year/:setSlug/:seriesSlug', lazy: seriesDetail },
  { path: 'series/:seriesSlug', lazy: seriesDetail },
  // card detail (spec 2 §2.2): the short form and the long set form, slugs only
  { path: 'card/:seriesSlug/:cardNumber/:playerSlug', lazy: cardDetail },
  { path: 'sets/:year/:setSlug/:seriesSlug/:cardSlug', lazy: cardDetail },
  screen('help', 'Help & Support', async () => (await import('./help')).HelpPage),
  screen('status', 'System Status', async () => (await import('./status')).StatusPage),
  screen('attributions', 'Attributions', async () => (await import('./attributions')).AttributionsPage),
  screen(
    'design-system-demo',
    'Design System',
    async () => (await import('./design-system-demo')).DesignSystemDemoPage,
  ),
  {
    // spec 1: /{username} is the catch-all public profile; usernames never match an app address
    path: ':username',
    handle: title((params) => params.username ?? 'Profile'),
    lazy: async () => ({ Component: (await import('./public-profile')).PublicProfilePage }),
  },
  screen('*', 'Page Not Found', async () => (await import('./not-found')).NotFoundPage),
];
