import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { packUserCards, type UserCard } from '@cardbinder/shared';
import { createFingerprintCache } from '@/lib/fingerprint-cache';

const gzipAsync = promisify(gzip);
/** fast level: 12 MB of JSON shrinks about 7 times in ~100 ms, off the main thread */
const GZIP_LEVEL = 3;

/** A finished list body, its gzip form once a browser asked for it, and its packed gzip file once one was asked. */
export interface ListBody {
  body: Buffer;
  gzipped?: Buffer;
  packed?: Buffer;
}

/** The gzip form of a body, made once. */
export async function gzippedBody(entry: ListBody): Promise<Buffer> {
  entry.gzipped ??= await gzipAsync(entry.body, { level: GZIP_LEVEL });
  return entry.gzipped;
}

/** The body as a gzip file of the packed list (packages/shared packed-user-cards.ts), made once. */
export async function packedBody(entry: ListBody): Promise<Buffer> {
  if (!entry.packed) {
    const { total, cards } = JSON.parse(entry.body.toString('utf8')) as { total: number; cards: UserCard[] };
    entry.packed = await gzipAsync(JSON.stringify(packUserCards(cards, total)), { level: GZIP_LEVEL });
  }
  return entry.packed;
}

/**
 * Finished collection list bodies by user and query, kept while the catalogue's and the user's collection
 * generations stay the same (card-list kept-answers.ts). A body is counted with room for its gzip and packed forms (about a seventh and a twentieth).
 */
export const createCollectionListCache = (maxBytes = 128 * 1024 * 1024) =>
  createFingerprintCache<ListBody>(maxBytes, (entry) => Math.ceil(entry.body.length * 1.25));
