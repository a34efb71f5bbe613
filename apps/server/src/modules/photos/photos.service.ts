import type { EventWriter } from '@/events';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { COLLECTION_MESSAGES, PHOTOS, type UserCardPhoto } from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { AppError, badRequest, notFound } from '@/lib/errors';
import { newStorageKey, type FileStorage } from '@/plugins/storage';
import { displayName, IMAGE_FORMATS, processImage, readLimited } from './image-processing';
import type { PhotoUrlSigner } from './photo-urls';
import * as q from './photos.queries';

/** One uploaded file as the multipart reader hands it over. */
export interface UploadPart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

interface StoredFile {
  storageKey: string;
  thumbnailKey: string;
  contentType: string;
  fileSize: number;
  width: number;
  height: number;
}

export interface PhotosDeps {
  db: Db;
  events: EventWriter;
  storage: FileStorage;
  photoUrls: PhotoUrlSigner;
  log: FastifyBaseLogger;
}

/** Limits the multipart reader raises itself (too many files, not multipart at all) as the user's sentence. */
function multipartProblem(error: unknown, tooMany: string): AppError | null {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(tooMany);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(COLLECTION_MESSAGES.noPhotos);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields');
  return null;
}

/** Card photos (spec 2 §2.8, §5): at most 5 per entry, each checked by its bytes and re-encoded. */
export function createPhotosService({ db, events, storage, photoUrls, log }: PhotosDeps) {
  const view = (row: q.PhotoRow): UserCardPhoto => ({
    user_card_photo_id: row.id,
    photo_url: photoUrls.url(row, 'full'),
    thumbnail_url: photoUrls.url(row, 'thumb'),
    sort_order: row.sortOrder,
  });

  const removeFiles = async (keys: string[]) => {
    for (const key of keys) {
      await storage
        .remove(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'photo file not removed'));
    }
  };
  const keysOf = (files: StoredFile[]) => files.flatMap((file) => [file.storageKey, file.thumbnailKey]);

  /** Reads one part (never more than the size limit), checks and re-encodes it, and stores both files. */
  async function store(userId: number, part: UploadPart): Promise<StoredFile> {
    const name = displayName(part.filename);
    const bytes = await readLimited(part.file);
    if (!bytes || bytes.length >= PHOTOS.maxBytes)
      throw new AppError(413, COLLECTION_MESSAGES.photoSize(name));
    const image = await processImage(bytes);
    if (!image) throw new AppError(415, COLLECTION_MESSAGES.photoType(name));
    const format = IMAGE_FORMATS[image.type];
    const folder = `card-photos/${userId}`;
    const file: StoredFile = {
      storageKey: newStorageKey(folder, format.extension),
      thumbnailKey: newStorageKey(folder, 'webp', '-thumb'),
      contentType: format.contentType,
      fileSize: image.full.length,
      width: image.width,
      height: image.height,
    };
    await storage.put(file.storageKey, image.full);
    await storage.put(file.thumbnailKey, image.thumbnail);
    return file;
  }

  async function list(userId: number, userCardId: number): Promise<UserCardPhoto[]> {
    if ((await q.photoCount(db, userId, userCardId)) === null)
      throw notFound(COLLECTION_MESSAGES.userCardNotFound);
    return (await q.listPhotos(db, userCardId)).map(view);
  }

  async function ownPhoto(userId: number, userCardId: number, photoId: number) {
    const photo = await q.findOwnPhoto(db, userId, userCardId, photoId);
    if (!photo) throw notFound(COLLECTION_MESSAGES.photoNotFound);
    return photo;
  }

  /** The entry's lock, then its photo: a photo deleted by a call that held the lock first is not found. */
  async function lockOwnPhoto(tx: Executor, userId: number, userCardId: number, photoId: number) {
    const photo = (await q.lockEntry(tx, userId, userCardId))
      ? await q.findOwnPhoto(tx, userId, userCardId, photoId)
      : null;
    if (!photo) throw notFound(COLLECTION_MESSAGES.photoNotFound);
    return photo;
  }

  return {
    list,

    /** Adds photos after the existing ones. Any failure removes every file this call stored: all or nothing. */
    async upload(userId: number, userCardId: number, parts: AsyncIterable<UploadPart>) {
      const existing = await q.photoCount(db, userId, userCardId);
      if (existing === null) throw notFound(COLLECTION_MESSAGES.userCardNotFound);
      const tooMany = COLLECTION_MESSAGES.tooManyPhotos(existing);
      if (existing >= PHOTOS.maxPerCard) throw badRequest(tooMany);
      const stored: StoredFile[] = [];
      try {
        for await (const part of parts) {
          if (existing + stored.length >= PHOTOS.maxPerCard) throw badRequest(tooMany);
          stored.push(await store(userId, part));
        }
        if (stored.length === 0) throw badRequest(COLLECTION_MESSAGES.noPhotos);
        await events.write(db, async (tx, record) => {
          const count = await q.lockPhotoCount(tx, userId, userCardId);
          if (count === null) throw notFound(COLLECTION_MESSAGES.userCardNotFound);
          if (count + stored.length > PHOTOS.maxPerCard)
            throw badRequest(COLLECTION_MESSAGES.tooManyPhotos(count));
          await q.insertPhotos(
            tx,
            stored.map((file, index) => ({ ...file, userCardId, sortOrder: count + index + 1 })),
          );
          await q.renumberPhotos(tx, userCardId);
          await record('photos.added', { userId, userCardId });
        });
      } catch (error) {
        await removeFiles(keysOf(stored));
        throw multipartProblem(error, tooMany) ?? error;
      }
      return { added: stored.length, photos: await list(userId, userCardId) };
    },

    /** Replaces one photo's image, keeping its place in the order. */
    async replace(userId: number, userCardId: number, photoId: number, parts: AsyncIterable<UploadPart>) {
      await ownPhoto(userId, userCardId, photoId);
      let file: StoredFile | null = null;
      let old: q.PhotoRow | null = null;
      try {
        for await (const part of parts) {
          if (file) throw badRequest('Send one photo to replace a photo');
          file = await store(userId, part);
        }
        if (!file) throw badRequest(COLLECTION_MESSAGES.noPhotos);
        const replacement = file;
        old = await db.transaction(async (tx) => {
          const current = await lockOwnPhoto(tx, userId, userCardId, photoId);
          await q.replacePhotoFile(tx, photoId, replacement);
          return current;
        });
      } catch (error) {
        if (file) await removeFiles(keysOf([file]));
        throw multipartProblem(error, 'Send one photo to replace a photo') ?? error;
      }
      await removeFiles([old.storageKey, old.thumbnailKey]);
      const [photo] = (await q.listPhotos(db, userCardId)).filter((row) => row.id === photoId);
      return view(photo!);
    },

    async remove(userId: number, userCardId: number, photoId: number) {
      const photo = await events.write(db, async (tx, record) => {
        const current = await lockOwnPhoto(tx, userId, userCardId, photoId);
        await q.deletePhoto(tx, photoId);
        await q.renumberPhotos(tx, userCardId);
        await record('photos.removed', { userId, userCardId });
        return current;
      });
      await removeFiles([photo.storageKey, photo.thumbnailKey]);
    },

    /** photoOrders must name each photo of the entry once; the order is stored as 1..n. */
    async reorder(userId: number, userCardId: number, orders: { photoId: number; sortOrder: number }[]) {
      await db.transaction(async (tx) => {
        if ((await q.lockPhotoCount(tx, userId, userCardId)) === null) {
          throw notFound(COLLECTION_MESSAGES.userCardNotFound);
        }
        const current = new Set((await q.listPhotos(tx, userCardId)).map((photo) => photo.id));
        if (orders.some((order) => !current.has(order.photoId)))
          throw notFound(COLLECTION_MESSAGES.photoNotFound);
        const ids = new Set(orders.map((order) => order.photoId));
        if (ids.size !== orders.length || ids.size !== current.size)
          throw badRequest(COLLECTION_MESSAGES.photoOrder);
        const ordered = orders
          .map((order, index) => ({ ...order, index }))
          .sort((a, b) => a.sortOrder - b.sortOrder || a.index - b.index)
          .map((order) => order.photoId);
        await q.setPhotoOrder(tx, ordered);
      });
      return list(userId, userCardId);
    },
  };
}
