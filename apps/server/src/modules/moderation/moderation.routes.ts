import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moderationDeleteCommentContract,
  moderationStatsContract,
  muteUserContract,
  recentCommentsContract,
  unmuteUserContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** Moderation calls of the admin dashboard (admin and up); registered inside the /api/admin scope. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app.ctx.services;
  registerEndpoint(app, moderationStatsContract, () => moderation.stats(), tags);
  registerEndpoint(app, recentCommentsContract, () => moderation.recentComments(), tags);
  registerEndpoint(
    app,
    moderationDeleteCommentContract,
    ({ user, params }) => moderation.deleteComment(user, params.id),
    tags,
  );
  registerEndpoint(
    app,
    muteUserContract,
    ({ user, params, body }) => moderation.mute(user, params.id, body.reason ?? null),
    tags,
  );
  registerEndpoint(app, unmuteUserContract, ({ user, params }) => moderation.unmute(user, params.id), tags);
};
