import type { Db } from '@/db/client';
import type { FileStorage } from '@/plugins/storage';
import { avatarKey, avatarUrl } from './avatars';
import { findAvatarOwner } from './profiles.queries';

/** A user's current avatar file (only the current one is served), or null. */
export function createAvatarFilesService({ db, storage }: { db: Db; storage: FileStorage }) {
  return {
    async open(userId: number, file: string) {
      if (!(await findAvatarOwner(db, userId, avatarUrl(userId, file)))) return null;
      return storage.get(avatarKey(userId, file));
    },
  };
}
