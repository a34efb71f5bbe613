import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAchievementCategoriesContract,
  adminListAchievementsContract,
  createAchievementContract,
  deleteAchievementContract,
  queryTesterUsersContract,
  recomputeAchievementsContract,
  recomputeStatusContract,
  testQueryContract,
  updateAchievementContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin-achievements'];

/** /api/admin/achievements… and /api/admin/test-query (spec 3 §7), inside the admin scope, admin and up. */
export const adminAchievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminAchievements } = app.ctx.services;
  registerEndpoint(app, adminListAchievementsContract, ({ query }) => adminAchievements.list(query), tags);
  registerEndpoint(app, adminAchievementCategoriesContract, () => adminAchievements.categories(), tags);
  registerEndpoint(
    app,
    createAchievementContract,
    ({ user, body }) => adminAchievements.create(user.userId, body),
    tags,
  );
  registerEndpoint(
    app,
    updateAchievementContract,
    ({ user, params, body }) => adminAchievements.update(user.userId, params.achievement_id, body),
    tags,
  );
  registerEndpoint(
    app,
    deleteAchievementContract,
    ({ params }) => adminAchievements.remove(params.achievement_id),
    tags,
  );
  registerEndpoint(
    app,
    recomputeAchievementsContract,
    ({ user }) => adminAchievements.recompute(user.userId),
    tags,
  );
  registerEndpoint(app, recomputeStatusContract, () => adminAchievements.recomputeStatus(), tags);
  registerEndpoint(app, queryTesterUsersContract, () => adminAchievements.testerUsers(), tags);
  registerEndpoint(
    app,
    testQueryContract,
    ({ body }) => adminAchievements.testQuery(body.query, body.userId),
    tags,
  );
};
