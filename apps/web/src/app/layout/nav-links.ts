import {
  Activity,
  ArrowLeftRight,
  Bell,
  Database,
  LayoutDashboard,
  Library,
  LifeBuoy,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import { hasRole, MAIN_NAV_LINKS, type Role } from '@cardbinder/shared';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';

export interface NavEntry {
  label: string;
  to: string;
  icon?: LucideIcon;
}

export const MAIN_NAV: readonly NavEntry[] = MAIN_NAV_LINKS;

export interface AdminNavEntry extends NavEntry {
  /** the lowest role that may open the screen; the router guards it with the same role */
  role: Role;
}

/**
 * The admin routes and the admin bar's links (spec doc 3 §2). The dashboard, users, import, ingestion,
 * achievements and query tester screens are for admin and superadmin only (§6 and issue 17); the others for
 * every admin role from data_admin.
 */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, role: 'admin' },
  { label: 'Users', to: paths.admin.users, role: 'admin' },
  { label: 'Teams', to: paths.admin.teams, role: 'data_admin' },
  { label: 'Players', to: paths.admin.players, role: 'data_admin' },
  { label: 'Sets', to: paths.admin.sets, role: 'data_admin' },
  { label: 'Series', to: paths.admin.series, role: 'data_admin' },
  { label: 'Cards', to: paths.admin.cards, role: 'data_admin' },
  { label: 'Pictures', to: paths.admin.cardImages, role: 'data_admin' },
  { label: 'Import', to: paths.admin.import, role: 'admin' },
  { label: 'Ingestion', to: paths.admin.ingestion, role: 'admin' },
  // admin-written SQL and the scores of every collector: admin and up (the server refuses data_admin)
  { label: 'Achievements', to: paths.admin.achievements, role: 'admin' },
  { label: 'Query Tester', to: paths.admin.queryTester, role: 'admin' },
];

/** The admin links a role may open, of the screens that exist (an unknown role or a plain user gets none). */
export const adminEntriesFor = (role: string | null | undefined): AdminNavEntry[] =>
  ADMIN_NAV.filter((entry) => hasRole(role, entry.role) && hasScreen(entry.to));

const canOpen = (role: string | null | undefined, to: string) =>
  adminEntriesFor(role).some((entry) => entry.to === to);

/** The avatar menu (spec §2 Header): the admin entries only for roles that may open them. */
export function accountEntries(role: string | null | undefined): NavEntry[] {
  const entries: NavEntry[] = [
    { label: 'Notifications', to: paths.notifications, icon: Bell },
    { label: 'My Collection', to: paths.collection, icon: Library },
    { label: 'Trades', to: paths.trades, icon: ArrowLeftRight },
    { label: 'Profile Settings', to: paths.settings, icon: Settings },
    { label: 'Help & Support', to: paths.help, icon: LifeBuoy },
    { label: 'System Status', to: paths.status, icon: Activity },
  ];
  const admin: NavEntry[] = [
    { label: 'Admin Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard },
    { label: 'Data Ingestion', to: paths.admin.ingestion, icon: Database },
  ];
  return [
    ...entries.filter((entry) => hasScreen(entry.to)),
    ...admin.filter((entry) => canOpen(role, entry.to)),
  ];
}
