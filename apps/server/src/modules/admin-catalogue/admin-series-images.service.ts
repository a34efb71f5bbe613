import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, SERIES_IMAGE_MESSAGES as M } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { badRequest, notFound } from '@/lib/errors';
import { processImage } from '@/modules/photos';
import type { EventWriter } from '@/events';
import type { FileStorage } from '@/plugins/storage';
import { auditCatalogue, type Actor } from './catalogue-audit';

const FOLDER = 'series-images';
const FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;
const EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
export const SERIES_IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const imageUrl = (seriesId: number, file: string) => `/api/series-images/${seriesId}/${file}`;
const keyOf = (seriesId: number, file: string) => (FILE.test(file) ? `${FOLDER}/${seriesId}/${file}` : null);
/** The storage key of an image this service stored for the series (an imported path is not ours to delete). */
function ownKey(seriesId: number, url: string | null): string | null {
  const prefix = imageUrl(seriesId, '');
  return url?.startsWith(prefix) ? keyOf(seriesId, url.slice(prefix.length)) : null;
}

type Side = 'front' | 'back';

/**
 * Series front and back images: checked by their bytes, re-encoded (no EXIF/GPS), stored, and the series points
 * at them; the card rows that show the front image follow through catalogue.cardsChanged.
 */
export function createAdminSeriesImagesService(deps: { db: Db; events: EventWriter; storage: FileStorage }) {
  const { db, events, storage } = deps;
  return {
    async upload(actor: Actor, seriesId: number, images: Partial<Record<Side, Buffer>>) {
      if (!images.front && !images.back) throw badRequest(M.required);
      const current = await db.execute<{
        set_id: number;
        name: string;
        front_image_path: string | null;
        back_image_path: string | null;
      }>(
        sql`select set_id, name, front_image_path, back_image_path from series where series_id = ${seriesId}`,
      );
      const series = current.rows[0];
      if (!series) throw notFound(CATALOGUE_MESSAGES.seriesNotFound);
      const urls: Record<Side, string | null> = { front: null, back: null };
      for (const side of ['front', 'back'] as const) {
        const bytes = images[side];
        if (!bytes) continue;
        const image = await processImage(bytes);
        if (!image) throw badRequest(M.invalid);
        const file = `${randomUUID()}.${EXTENSION[image.type]}`;
        await storage.put(keyOf(seriesId, file)!, image.full);
        urls[side] = imageUrl(seriesId, file);
      }
      await events.write(db, async (tx, record) => {
        await tx.execute(sql`
          update series set front_image_path = coalesce(${urls.front}, front_image_path),
                            back_image_path = coalesce(${urls.back}, back_image_path)
          where series_id = ${seriesId}`);
        await record('catalogue.cardsChanged', { seriesIds: [seriesId], setIds: [series.set_id] });
        const sides = (['front', 'back'] as const).filter((side) => urls[side]);
        const paths = (source: Record<Side, string | null>) =>
          Object.fromEntries(sides.map((side) => [`${side}_image_path`, source[side]]));
        await auditCatalogue(
          tx,
          actor,
          'series.images',
          { type: 'series', id: seriesId, name: series.name },
          {
            before: paths({ front: series.front_image_path, back: series.back_image_path }),
            after: paths(urls),
          },
        );
      });
      const replaced = [urls.front && series.front_image_path, urls.back && series.back_image_path];
      for (const old of replaced) {
        const key = old ? ownKey(seriesId, old) : null;
        if (key) await storage.remove(key);
      }
      return { success: true, front_image_url: urls.front, back_image_url: urls.back, message: M.uploaded };
    },

    /** a stored image (public: series and card pages show it), or null */
    async open(seriesId: number, file: string) {
      const key = keyOf(seriesId, file);
      return key ? storage.get(key) : null;
    },
  };
}
