import type { User } from '@cardbinder/shared';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';

/** The header's signed-in controls: a chunk of their own, so a visitor's pages never download them. */
export function SignedInActions({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  return (
    <>
      {hasScreen(paths.notifications) ? <NotificationBell /> : null}
      <AccountMenu user={user} onSignOut={onSignOut} />
    </>
  );
}
