import { NotificationSettingsPanel, NotificationsView } from '@/features/notifications';

/** /notifications (spec 2 §2.6); the route guard sends visitors who are signed out to /login. */
export function NotificationsPage() {
  return (
    <section className="page page--narrow" aria-labelledby="notifications-title">
      <header className="page__header">
        <h1 id="notifications-title">Notifications</h1>
      </header>
      <NotificationsView />
      <details className="notifications__settings">
        <summary>Notification settings</summary>
        <NotificationSettingsPanel />
      </details>
    </section>
  );
}
