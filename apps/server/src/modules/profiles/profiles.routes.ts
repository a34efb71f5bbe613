import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avatarFileContract,
  changePasswordContract,
  checkUsernameContract,
  deletePictureContract,
  getOwnProfileContract,
  addFavoriteCardContract,
  favoriteCandidatesContract,
  listFavoriteCardsContract,
  removeFavoriteCardContract,
  publicProfileContract,
  PROFILE_LIMITS,
  updateProfileContract,
  updateUsernameContract,
  uploadPictureContract,
} from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['profile'];

/** /api/profile… (spec 2 §7 Profile) and the avatar files. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profileSettings: settings, publicProfiles, favorites, avatarFiles } = app.ctx.services;

  registerEndpoint(
    app,
    publicProfileContract,
    async ({ params, user }, _request, reply) => {
      // a profile's answer depends on who asks (owner, private): never kept by a shared cache
      reply.header('cache-control', 'private, no-store');
      return publicProfiles.read(params.username, user?.userId ?? null);
    },
    tags,
  );
  registerEndpoint(app, getOwnProfileContract, ({ user }) => settings.profile(user.userId), tags);
  registerEndpoint(app, updateProfileContract, ({ user, body }) => settings.update(user.userId, body), tags);
  registerEndpoint(
    app,
    updateUsernameContract,
    ({ user, body }) => settings.updateUsername(user.userId, body.username),
    tags,
  );
  registerEndpoint(
    app,
    checkUsernameContract,
    ({ user, params }) => settings.checkUsername(user.userId, params.name),
    tags,
  );
  registerEndpoint(
    app,
    uploadPictureContract,
    async ({ user }, request) => {
      // one file, streamed and cut at 2 MB; other fields and files are refused by the limits
      const part = await request.file({
        limits: { fileSize: PROFILE_LIMITS.pictureBytes, files: 1, fields: 5, parts: 6 },
        throwFileSizeLimit: false,
      });
      return settings.uploadPicture(user.userId, part?.fieldname === 'picture' ? part.file : undefined);
    },
    tags,
  );
  registerEndpoint(app, deletePictureContract, ({ user }) => settings.deletePicture(user.userId), tags);
  registerEndpoint(
    app,
    changePasswordContract,
    ({ user, body }) =>
      settings.changePassword(user.userId, user.sessionId, body.currentPassword, body.newPassword),
    tags,
  );
  registerEndpoint(app, listFavoriteCardsContract, ({ user }) => favorites.list(user.userId), tags);
  registerEndpoint(
    app,
    addFavoriteCardContract,
    ({ user, body }) => favorites.add(user.userId, body.user_card_id, body.sort_order),
    tags,
  );
  registerEndpoint(
    app,
    removeFavoriteCardContract,
    ({ user, params }) => favorites.remove(user.userId, params.favorite_id),
    tags,
  );
  registerEndpoint(
    app,
    favoriteCandidatesContract,
    ({ user, query }) => favorites.candidates(user.userId, query),
    tags,
  );

  // avatars show beside comments to anyone, so they need no token; only the user's current file is served
  registerEndpoint(
    app,
    avatarFileContract,
    async ({ params }, _request, reply) => {
      const { userId, file } = params;
      const stored = await avatarFiles.open(userId, file);
      if (!stored) throw notFound('Picture not found');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', stored.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(stored.stream);
    },
    tags,
  );
};
