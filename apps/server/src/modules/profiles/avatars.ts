import { randomUUID } from 'node:crypto';
import { AVATAR_FILE, PROFILE_LIMITS, PROFILE_MESSAGES } from '@cardbinder/shared';
import { AppError } from '@/lib/errors';
import { processSquareImage, readLimited } from '@/modules/photos';
import type { FileStorage } from '@/plugins/storage';
import type { Readable } from 'node:stream';

/** Avatars are served at /api/avatars/{userId}/{uuid}.webp from storage key avatars/{userId}/{uuid}.webp. */
export { AVATAR_FILE };
export const avatarUrl = (userId: number, file: string) => `/api/avatars/${userId}/${file}`;
export const avatarKey = (userId: number, file: string) => `avatars/${userId}/${file}`;

/** The storage key behind an avatar address this app made, or null for anything else. */
export function keyOfAvatarUrl(url: string | null): string | null {
  const match = url ? /^\/api\/avatars\/(\d+)\/([^/]+)$/.exec(url) : null;
  if (!match || !AVATAR_FILE.test(match[2]!)) return null;
  return avatarKey(Number(match[1]), match[2]!);
}

/** Reads the upload (never past 2 MB), checks its bytes, square-crops and re-encodes it, and stores it. */
export async function storeAvatar(
  storage: FileStorage,
  userId: number,
  file: Readable & { truncated?: boolean },
): Promise<string> {
  const bytes = await readLimited(file);
  if (!bytes || bytes.length >= PROFILE_LIMITS.pictureBytes)
    throw new AppError(413, PROFILE_MESSAGES.pictureSize);
  const image = await processSquareImage(bytes, PROFILE_LIMITS.pictureEdge);
  if (!image) throw new AppError(415, PROFILE_MESSAGES.pictureType);
  const name = `${randomUUID()}.webp`;
  await storage.put(avatarKey(userId, name), image);
  return avatarUrl(userId, name);
}
