/**
 * The notifications module: its routes, and its subscribers — every notice is sent in reaction to the event
 * that causes it (notification-subscribers.ts).
 */
export { notificationsRoutes } from './notifications.routes';
export { createNotificationsService } from './notifications.service';
export { subscribeNotifications } from './notification-subscribers';
export { NOTIFICATION_MAIL_JOB, notificationMailJobHandler } from './trade-notices';
