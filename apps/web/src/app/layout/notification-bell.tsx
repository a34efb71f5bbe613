import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { unreadBadge, useUnreadCount } from '@/features/notifications';

export function NotificationBell() {
  const count = useUnreadCount(true);
  const badge = unreadBadge(count);
  const label = badge ? `Notifications, ${badge} unread` : 'Notifications';
  return (
    <Link to={paths.notifications} className="icon-button notification-bell" aria-label={label} title={label}>
      <Bell size={20} aria-hidden="true" />
      {badge ? (
        <span className="notification-bell__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
