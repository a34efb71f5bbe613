import type { RouteObject } from 'react-router';
import { CARD_IMPORT_MESSAGES, type Role } from '@cardbinder/shared';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth';
import { ADMIN_NAV } from '@/app/layout/nav-links';
import { title } from '@/app/route-title';

/** The admin screens built so far (config/screens.ts lists the others, which nothing links to). */
const SCREENS: Record<string, Pick<RouteObject, 'lazy' | 'handle'>> = {
  [paths.admin.dashboard]: {
    lazy: async () => ({ Component: (await import('./admin-dashboard')).AdminDashboardPage }),
  },
  [paths.admin.users]: {
    lazy: async () => ({ Component: (await import('./users')).AdminUsersPage }),
    handle: title('User Management'),
  },
  [paths.admin.achievements]: {
    lazy: async () => ({ Component: (await import('./achievements')).AdminAchievementsPage }),
    handle: title('Achievements'),
  },
  [paths.admin.queryTester]: {
    lazy: async () => ({ Component: (await import('./query-tester')).AdminQueryTesterPage }),
    handle: title('SQL Query Tester'),
  },
  [paths.admin.teams]: {
    lazy: async () => ({ Component: (await import('./teams')).AdminTeamsPage }),
    handle: title('Teams'),
  },
  [paths.admin.players]: {
    lazy: async () => ({ Component: (await import('./players')).AdminPlayersPage }),
    handle: title('Players'),
  },
  [paths.admin.sets]: {
    lazy: async () => ({ Component: (await import('./sets')).AdminSetsPage }),
    handle: title('Admin Sets'),
  },
  [paths.admin.series]: {
    lazy: async () => ({ Component: (await import('./series')).AdminSeriesPage }),
    handle: title('Series'),
  },
  [paths.admin.cards]: {
    lazy: async () => ({ Component: (await import('./cards')).AdminCardsPage }),
    handle: title('Cards'),
  },
  [paths.admin.cardImages]: {
    lazy: async () => ({ Component: (await import('./card-images')).AdminCardImagesPage }),
    handle: title('Card Pictures'),
  },
  [paths.admin.import]: {
    lazy: async () => ({ Component: (await import('./import')).AdminImportPage }),
    handle: title('Import Cards'),
  },
  [paths.admin.ingestion]: {
    lazy: async () => ({ Component: (await import('./ingestion')).AdminIngestionPage }),
    handle: title('Data Ingestion'),
  },
};

/** Further addresses of a screen (doc 3 §2), behind the same role as its admin-bar link. */
const MORE_PATHS: Record<string, string[]> = {
  [paths.admin.sets]: ['sets/:year'],
  [paths.admin.cards]: ['cards/:year/:setSlug/:seriesSlug'],
};

/** Screens whose Access Denied has a sentence of its own (doc 3 §6). */
const DENIED_MESSAGES: Record<string, string> = {
  [paths.admin.import]: CARD_IMPORT_MESSAGES.accessDenied.replace(/^Access Denied - /, ''),
};

/**
 * /admin and its screens, each behind the role its admin-bar link names (doc 3 §6), so a link shown to a
 * role always opens and a screen denied to it is never linked.
 */
export function adminRoutes(): RouteObject {
  const byRole = new Map<Role, RouteObject[]>();
  const ownDenials: RouteObject[] = [];
  for (const entry of ADMIN_NAV) {
    const screen = SCREENS[entry.to];
    if (!screen) continue;
    const child: RouteObject =
      entry.to === paths.admin.dashboard
        ? { index: true, ...screen }
        : { path: entry.to.slice(`${paths.admin.dashboard}/`.length), ...screen };
    const more = (MORE_PATHS[entry.to] ?? []).map((path) => ({ path, ...screen }));
    const denied = DENIED_MESSAGES[entry.to];
    if (denied) {
      ownDenials.push({
        element: <RequireAuth role={entry.role} deniedMessage={denied} />,
        children: [child, ...more],
      });
      continue;
    }
    byRole.set(entry.role, [...(byRole.get(entry.role) ?? []), child, ...more]);
  }
  return {
    path: 'admin',
    element: <RequireAuth role="data_admin" />,
    children: [
      ...[...byRole].map(([role, children]) => ({ element: <RequireAuth role={role} />, children })),
      ...ownDenials,
    ],
  };
}
