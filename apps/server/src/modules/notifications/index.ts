/** The notifications module: its routes, and the notify calls other features make inside their transactions. */
export { notificationsRoutes } from './notifications.routes';
export { notify, notifyCommentPosted, withdrawCommentNotices, type NotificationItem } from './notify';
export { createNotificationsService } from './notifications.service';
