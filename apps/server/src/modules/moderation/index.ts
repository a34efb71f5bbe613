/** Comment moderation and muting for the admin dashboard. */
export { moderationRoutes } from './moderation.routes';
export { createModerationService, type ModerationService } from './moderation.service';
