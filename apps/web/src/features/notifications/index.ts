export { useUnreadCount, unreadBadge } from './api/use-unread-count';
export { NotificationSettingsPanel } from './components/notification-settings-panel';
export { NotificationsView } from './components/notifications-view';
