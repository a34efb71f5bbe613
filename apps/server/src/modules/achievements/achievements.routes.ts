import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  achievementAnnouncementsContract,
  achievementCategoriesContract,
  achievementProgressContract,
  achievementStatsContract,
  listAchievementsContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['achievements'];

/** /api/achievements… and /api/user/achievements… (spec 2 §7 Achievements), the caller's own figures only. */
export const achievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { achievements } = app.ctx.services;
  registerEndpoint(app, listAchievementsContract, ({ user }) => achievements.list(user.userId), tags);
  registerEndpoint(app, achievementCategoriesContract, () => achievements.categories(), tags);
  registerEndpoint(app, achievementProgressContract, ({ user }) => achievements.progress(user.userId), tags);
  registerEndpoint(app, achievementStatsContract, ({ user }) => achievements.stats(user.userId), tags);
  registerEndpoint(
    app,
    achievementAnnouncementsContract,
    ({ user }) => achievements.announcements(user.userId),
    tags,
  );
};
