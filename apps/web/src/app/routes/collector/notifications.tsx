import { NotificationSettingsPanel, NotificationsView } from '@/features/notifications';
import { Page } from '@/components/ui/page';

/** /notifications (spec 2 §2.6); the route guard sends visitors who are signed out to /login. */
export function NotificationsPage() {
  return (
    <Page title="Notifications" narrow>
      <NotificationsView />
      <details className="notifications__settings">
        <summary>Notification settings</summary>
        <NotificationSettingsPanel />
      </details>
    </Page>
  );
}
