import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { createFingerprintCache } from '@/lib/fingerprint-cache';

const gzipAsync = promisify(gzip);
/** fast level: 12 MB of JSON shrinks about 7 times in ~100 ms, off the main thread */
const GZIP_LEVEL = 3;

/** A finished list body, and its gzip form once a browser asked for it. */
export interface ListBody {
  body: Buffer;
  gzipped?: Buffer;
}

/** The gzip form of a body, made once. */
export async function gzippedBody(entry: ListBody): Promise<Buffer> {
  entry.gzipped ??= await gzipAsync(entry.body, { level: GZIP_LEVEL });
  return entry.gzipped;
}

/**
 * Finished collection list bodies by user and query, kept while their fingerprint (collection-cards.queries.ts
 * `collectionFingerprint`) stays the same. A body is counted with room for its gzip form (about a seventh).
 */
export const createCollectionListCache = (maxBytes = 128 * 1024 * 1024) =>
  createFingerprintCache<ListBody>(maxBytes, (entry) => Math.ceil(entry.body.length * 1.2));
