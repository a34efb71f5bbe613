/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { useUnreadCount, unreadBadge } from './api/use-unread-count';
export { NotificationSettingsPanel } from './components/notification-settings-panel';
export { NotificationsView } from './components/notifications-view';
