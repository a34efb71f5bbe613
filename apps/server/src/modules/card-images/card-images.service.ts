import type { FastifyBaseLogger } from 'fastify';
import {
  CARD_IMAGE_LIMITS,
  CARD_IMAGE_MESSAGES,
  CARD_IMAGE_TERMS_VERSION,
  type CardImageSide,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import type { EventWriter } from '@/events';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { readStoredFile, type FileStorage } from '@/plugins/storage';
import { publishedKeys, sha256, sourceKey } from './card-image-files';
import * as q from './card-images.queries';
import { cardLabelText, mySuggestionView, publishedPairs } from './card-images.views';

export interface CardImagesDeps {
  db: Db;
  events: EventWriter;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const EXTENSIONS: Record<string, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Deletes the files a row no longer needs: a waiting copy no row names, every size of a picture no published
 * row shows. Runs after the commit; a file that cannot be deleted is logged (and no longer served: the file
 * route serves only hashes of published rows).
 */
export function createFileSweeper({ db, storage, log }: Pick<CardImagesDeps, 'db' | 'storage' | 'log'>) {
  const remove = async (key: string) =>
    storage
      .remove(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'card image file not removed'));
  return {
    async source(key: string | null) {
      if (key && !(await q.sourceKeyInUse(db, key))) await remove(key);
    },
    async published(hash: string | null) {
      if (!hash || (await q.publishedHashInUse(db, hash))) return;
      for (const key of publishedKeys(hash)) await remove(key);
    },
    async row(row: { source_key: string | null; image_hash: string | null }) {
      await this.source(row.source_key);
      await this.published(row.image_hash);
    },
  };
}

/** A collector's side: the consent, suggesting a photo of their own copy, their list, and withdrawing. */
export function createCardImagesService(deps: CardImagesDeps) {
  const { db, events, storage } = deps;
  const sweep = createFileSweeper(deps);

  async function mine(userId: number) {
    const [rows, contributions] = await Promise.all([
      q.listUserSuggestions(db, userId),
      q.countContributions(db, userId),
    ]);
    return { suggestions: rows.map(mySuggestionView), contributions };
  }

  return {
    async consent(userId: number) {
      return {
        consented: await q.hasConsent(db, userId, CARD_IMAGE_TERMS_VERSION),
        terms_version: CARD_IMAGE_TERMS_VERSION,
      };
    },

    /** Copies the photo's stored file (re-encoded on upload, so no EXIF) into the queue, under its hash. */
    async suggest(userId: number, photoId: number, side: CardImageSide, consent: boolean | undefined) {
      const photo = await q.findOwnPhoto(db, userId, photoId);
      if (!photo) throw notFound(CARD_IMAGE_MESSAGES.photoNotFound);
      const consented = await q.hasConsent(db, userId, CARD_IMAGE_TERMS_VERSION);
      if (!consented && consent !== true) throw badRequest(CARD_IMAGE_MESSAGES.consentRequired);
      const bytes = await readStoredFile(storage, photo.storage_key);
      const extension = EXTENSIONS[photo.content_type];
      if (!bytes || !extension) throw notFound(CARD_IMAGE_MESSAGES.photoNotFound);
      const hash = sha256(bytes);
      if (await q.liveSourceExists(db, hash)) throw conflict(CARD_IMAGE_MESSAGES.duplicate);
      const key = sourceKey(hash, extension);
      await storage.put(key, bytes);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          if (!consented) await q.recordConsent(tx, userId, CARD_IMAGE_TERMS_VERSION);
          return q.insertSuggestion(tx, {
            cardId: photo.card_id,
            side,
            userId,
            photoId,
            sourceHash: hash,
            sourceKey: key,
          });
        });
      } catch (error) {
        await sweep.source(key);
        throw isUniqueViolation(error) ? conflict(CARD_IMAGE_MESSAGES.duplicate) : error;
      }
      const suggestion = (await mine(userId)).suggestions.find((row) => row.card_image_id === id)!;
      return { success: true as const, message: CARD_IMAGE_MESSAGES.suggested, suggestion };
    },

    mine,

    /** A collector takes back a waiting or published picture of theirs; every file of it goes. */
    async withdraw(userId: number, id: number) {
      const row = await events.write(db, async (tx, record) => {
        const current = await q.findImage(tx, id, true);
        if (!current || current.contributor_id !== userId) throw notFound(CARD_IMAGE_MESSAGES.notFound);
        if (current.status !== 'pending' && current.status !== 'approved')
          throw badRequest(CARD_IMAGE_MESSAGES.notPublished);
        await q.setDecision(tx, id, { status: 'withdrawn', actorId: userId });
        const card = await q.cardLabel(tx, current.card_id);
        await record('cardImages.decided', {
          userId,
          cardImageId: id,
          cardId: current.card_id,
          cardLabel: card ? cardLabelText(card) : '',
          side: current.side,
          decision: 'withdrawn',
          reason: null,
        });
        return current;
      });
      await sweep.row(row);
      return { success: true as const, message: CARD_IMAGE_MESSAGES.withdrawn };
    },

    async published(cardIds: number[]) {
      return {
        images: publishedPairs(await q.listPublished(db, cardIds.slice(0, CARD_IMAGE_LIMITS.cardIdsMax))),
      };
    },

    /** A published file by its content-addressed name; null unless a published row shows that picture. */
    async file(name: string) {
      const hash = name.slice(0, 64);
      if (!(await q.isPublishedHash(db, hash))) return null;
      return storage.get(`card-images/${name}`);
    },

    contributions: (userId: number) => q.countContributions(db, userId),
  };
}

export type CardImagesService = ReturnType<typeof createCardImagesService>;
export type FileSweeper = ReturnType<typeof createFileSweeper>;
