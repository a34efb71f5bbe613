import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkNotificationsContract,
  clearReadNotificationsContract,
  deleteNotificationContract,
  getNotificationSettingsContract,
  listNotificationsContract,
  markAllNotificationsReadContract,
  markNotificationReadContract,
  unreadCountContract,
  updateNotificationSettingsContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['notifications'];

/** /api/notifications… (spec 2 §7 Notifications), each acting on the caller's own notifications only. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.ctx.services;
  registerEndpoint(
    app,
    listNotificationsContract,
    ({ user, query }) => notifications.list(user.userId, query.limit),
    tags,
  );
  registerEndpoint(
    app,
    unreadCountContract,
    async ({ user }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.unreadCount(user.userId);
    },
    tags,
  );
  registerEndpoint(
    app,
    markNotificationReadContract,
    ({ user, params }) => notifications.markRead(user.userId, params.id),
    tags,
  );
  registerEndpoint(
    app,
    markAllNotificationsReadContract,
    ({ user }) => notifications.markAllRead(user.userId),
    tags,
  );
  registerEndpoint(
    app,
    deleteNotificationContract,
    ({ user, params }) => notifications.remove(user.userId, params.id),
    tags,
  );
  registerEndpoint(
    app,
    clearReadNotificationsContract,
    ({ user }) => notifications.clearRead(user.userId),
    tags,
  );
  registerEndpoint(
    app,
    bulkNotificationsContract,
    ({ user, body }) => notifications.bulk(user.userId, body.action, body.ids),
    tags,
  );
  registerEndpoint(
    app,
    getNotificationSettingsContract,
    ({ user }) => notifications.settings(user.userId),
    tags,
  );
  registerEndpoint(
    app,
    updateNotificationSettingsContract,
    ({ user, body }) => notifications.updateSettings(user.userId, body),
    tags,
  );
};
