import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { PROFILE_MESSAGES, usernameProblem, type OwnProfile } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { badRequest, conflict, unauthorized } from '@/lib/errors';
import type { EventWriter } from '@/events';
import { hashPassword, revokeOtherSessions, verifyPassword } from '@/modules/auth';
import type { FileStorage } from '@/plugins/storage';
import { keyOfAvatarUrl, storeAvatar } from './avatars';
import { toIso } from '@/db/sql';
import * as q from './profiles.queries';

export interface ProfilesDeps {
  db: Db;
  events: EventWriter;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const toOwnProfile = (row: q.ProfileRow): OwnProfile => ({
  user_id: row.user_id,
  username: row.username,
  email: row.email,
  display_name: row.display_name,
  first_name: row.first_name,
  last_name: row.last_name,
  avatar_url: row.avatar_url,
  bio: row.bio,
  website: row.website,
  location: row.location,
  is_public_profile: row.is_public_profile,
  joined_date: toIso(row.created),
});

/** The caller's own profile settings: every call reads and writes the signed-in user's row only. */
export function createProfileSettingsService({ db, events, storage, log }: ProfilesDeps) {
  async function own(userId: number): Promise<OwnProfile> {
    const row = await q.findProfileById(db, userId);
    if (!row) throw unauthorized();
    return toOwnProfile(row);
  }

  const removeAvatarFile = async (url: string | null) => {
    const key = keyOfAvatarUrl(url);
    if (key) await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'avatar not removed'));
  };

  return {
    async profile(userId: number) {
      return { success: true as const, profile: await own(userId) };
    },

    async update(
      userId: number,
      body: {
        bio?: string | null;
        website?: string | null;
        location?: string | null;
        is_public_profile?: boolean;
      },
    ) {
      await q.updateProfileFields(db, userId, {
        bio: body.bio,
        website: body.website,
        location: body.location,
        isPublicProfile: body.is_public_profile,
      });
      return { success: true, message: PROFILE_MESSAGES.updated, profile: await own(userId) };
    },

    async checkUsername(userId: number, name: string) {
      const username = name.trim();
      const current = await own(userId);
      if (current.username === username) return { available: false, username };
      const problem = usernameProblem(username);
      if (problem) throw badRequest(problem);
      return { available: !(await q.usernameTaken(db, username)), username };
    },

    /** The old name is free for others only once this commits (the unique index guards the race). */
    async updateUsername(userId: number, username: string) {
      const current = await own(userId);
      if (current.username === username) throw badRequest(PROFILE_MESSAGES.usernameSame);
      const taken =
        current.username.toLowerCase() !== username.toLowerCase() && (await q.usernameTaken(db, username));
      if (taken || !(await q.updateUsername(db, userId, username)))
        throw conflict(PROFILE_MESSAGES.usernameTaken);
      return { success: true, message: PROFILE_MESSAGES.usernameUpdated, username };
    },

    async uploadPicture(userId: number, file: (Readable & { truncated?: boolean }) | undefined) {
      if (!file) throw badRequest(PROFILE_MESSAGES.pictureMissing);
      const url = await storeAvatar(storage, userId, file);
      const previous = await q.swapAvatarUrl(db, userId, url);
      await removeAvatarFile(previous);
      return { success: true, message: PROFILE_MESSAGES.pictureUploaded, avatar_url: url };
    },

    async deletePicture(userId: number) {
      const previous = await q.swapAvatarUrl(db, userId, null);
      await removeAvatarFile(previous);
      return { success: true, message: PROFILE_MESSAGES.pictureDeleted };
    },

    /** Keeps the caller's session and signs out every other one, and tells the user (kind system). */
    async changePassword(userId: number, sessionId: string, currentPassword: string, newPassword: string) {
      if (!(await verifyPassword(currentPassword, await q.findPasswordHash(db, userId))))
        throw badRequest(PROFILE_MESSAGES.currentPasswordWrong);
      const hash = await hashPassword(newPassword);
      await events.write(db, async (tx, record) => {
        await q.setPasswordHash(tx, userId, hash);
        await revokeOtherSessions(tx, userId, sessionId);
        await record('profiles.passwordChanged', { userId });
      });
      return { success: true, message: PROFILE_MESSAGES.passwordChanged };
    },
  };
}
