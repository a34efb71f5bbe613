import type { UserCardPhoto } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { buildCardListRows } from '@/modules/card-list';
import type { PhotoUrlSigner } from '@/modules/photos';
import {
  listCollectionEntries,
  type CardFilter,
  type CollectionEntryRow,
  type PhotoJson,
} from './collection-cards.queries';

function photosOf(row: CollectionEntryRow, photoUrls: PhotoUrlSigner): UserCardPhoto[] {
  if (!row.photos) return [];
  return (JSON.parse(row.photos) as PhotoJson[]).map((photo) => {
    const signable = { id: photo.id, storageKey: photo.storage_key, thumbnailKey: photo.thumbnail_key };
    return {
      user_card_photo_id: photo.id,
      photo_url: photoUrls.url(signable, 'full'),
      thumbnail_url: photoUrls.url(signable, 'thumb'),
      sort_order: photo.sort_order,
    };
  });
}

const NO_PHOTOS = '"photo_count":0,"all_photos":[],"primary_photo_url":null';

/** One entry in the API's shape (spec 2 §3 "User card"): its own half, its photos, its card's half. */
function entryJson(row: CollectionEntryRow, cardJson: string, photoUrls: PhotoUrlSigner): string {
  const photos = photosOf(row, photoUrls);
  const photoFields =
    photos.length === 0
      ? NO_PHOTOS
      : `"photo_count":${photos.length},"all_photos":${JSON.stringify(photos)},` +
        `"primary_photo_url":${JSON.stringify(photos[0]!.photo_url)}`;
  return `${row.entry_json.slice(0, -1)},${photoFields},${cardJson.slice(1)}`;
}

/** The collection order (spec 2 §2.1) for entries whose card rows could not be stored: as the statement sorts. */
function sortKey(card: { series_name: string; sort_order: number | null; card_number: string }) {
  const numeric = /^[0-9]{1,9}$/.test(card.card_number) ? Number(card.card_number) : Number.MAX_SAFE_INTEGER;
  return [card.series_name, card.sort_order ?? Number.MAX_SAFE_INTEGER, numeric, card.card_number] as const;
}

/**
 * The JSON array text of the listed entries and their number. Cards listed for the first time since they
 * changed get their stored rows built first, then the statement runs again in its own order.
 */
export async function listUserCardsJson(
  db: Db,
  userId: number,
  filter: CardFilter,
  photoUrls: PhotoUrlSigner,
): Promise<{ json: string; total: number }> {
  let rows = await listCollectionEntries(db, userId, filter);
  const missing = [...new Set(rows.filter((row) => row.card_json === null).map((row) => row.card_id))];
  let cardJson = (row: CollectionEntryRow) => row.card_json;
  if (missing.length > 0) {
    const built = await buildCardListRows(db, missing);
    if (built.stored) {
      rows = await listCollectionEntries(db, userId, filter);
    } else {
      const card = (row: CollectionEntryRow) => built.rows.get(row.card_id);
      cardJson = (row) => row.card_json ?? card(row)?.collection_json ?? null;
      const keyed = rows.map((row) => ({ row, key: card(row) && sortKey(card(row)!) }));
      keyed.sort((a, b) => compareKeys(a.key, b.key) || a.row.user_card_id - b.row.user_card_id);
      rows = keyed.map((entry) => entry.row);
    }
  }
  const parts: string[] = [];
  for (const row of rows) {
    const json = cardJson(row);
    if (json !== null) parts.push(entryJson(row, json, photoUrls));
  }
  return { json: `[${parts.join(',')}]`, total: parts.length };
}

type Key = ReturnType<typeof sortKey> | undefined;
function compareKeys(a: Key, b: Key): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i]! < b[i]!) return -1;
    if (a[i]! > b[i]!) return 1;
  }
  return 0;
}
