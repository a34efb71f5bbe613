import {
  Activity,
  Bell,
  Database,
  LayoutDashboard,
  Library,
  LifeBuoy,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import { isFullAdmin } from '@cardbinder/shared';
import { paths } from '@/config/paths';

export interface NavEntry {
  label: string;
  to: string;
  icon?: LucideIcon;
}

export const MAIN_NAV: readonly NavEntry[] = [
  { label: 'Players', to: paths.players },
  { label: 'Teams', to: paths.teams },
  { label: 'Sets', to: paths.sets },
];

/** The avatar menu (spec §2 Header); the last two only for admin and superadmin. */
export function accountEntries(role: string | null | undefined): NavEntry[] {
  const entries: NavEntry[] = [
    { label: 'Notifications', to: paths.notifications, icon: Bell },
    { label: 'My Collection', to: paths.collection, icon: Library },
    { label: 'Profile Settings', to: paths.settings, icon: Settings },
    { label: 'Help & Support', to: paths.help, icon: LifeBuoy },
    { label: 'System Status', to: paths.status, icon: Activity },
  ];
  if (isFullAdmin(role)) {
    entries.push(
      { label: 'Admin Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard },
      { label: 'Data Ingestion', to: paths.admin.ingestion, icon: Database },
    );
  }
  return entries;
}

/** The admin bar's links (spec doc 3 §2 admin routes). */
export const ADMIN_NAV: readonly NavEntry[] = [
  { label: 'Dashboard', to: paths.admin.dashboard },
  { label: 'Users', to: paths.admin.users },
  { label: 'Teams', to: paths.admin.teams },
  { label: 'Players', to: paths.admin.players },
  { label: 'Sets', to: paths.admin.sets },
  { label: 'Series', to: paths.admin.series },
  { label: 'Cards', to: paths.admin.cards },
  { label: 'Import', to: paths.admin.import },
  { label: 'Ingestion', to: paths.admin.ingestion },
  { label: 'Achievements', to: paths.admin.achievements },
  { label: 'Query Tester', to: paths.admin.queryTester },
];
