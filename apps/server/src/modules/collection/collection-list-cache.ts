import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
/** fast level: 12 MB of JSON shrinks about 7 times in ~100 ms, off the main thread */
const GZIP_LEVEL = 3;

/** A finished list body, and its gzip form once a browser asked for it. */
export interface CachedBody {
  body: Buffer;
  gzipped?: Buffer;
}

/**
 * Finished collection list bodies by user and query, kept while their fingerprint (collection-cards.queries.ts
 * `collectionFingerprint`) stays the same. The fingerprint is read from the database on every request, so a
 * body is only reused when no row it was made from has changed; least recently used bodies go past the budget.
 */
export interface CollectionListCache {
  get(key: string, fingerprint: string): CachedBody | undefined;
  set(key: string, fingerprint: string, body: Buffer): CachedBody;
  /** the gzip form of a body from this cache, made once */
  gzipped(entry: CachedBody): Promise<Buffer>;
}

export function createCollectionListCache(maxBytes = 128 * 1024 * 1024): CollectionListCache {
  const entries = new Map<string, CachedBody & { fingerprint: string }>();
  let bytes = 0;
  const size = (entry: CachedBody) => entry.body.length + (entry.gzipped?.length ?? 0);
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= size(entry);
    entries.delete(key);
  };
  const evict = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };
  return {
    get(key, fingerprint) {
      const entry = entries.get(key);
      if (!entry || entry.fingerprint !== fingerprint) return undefined;
      // Map keeps insertion order: moving a hit to the end makes the first entry the least recently used
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, fingerprint, body) {
      remove(key);
      const entry = { fingerprint, body };
      if (body.length > maxBytes) return entry;
      entries.set(key, entry);
      bytes += body.length;
      evict();
      return entry;
    },
    async gzipped(entry) {
      if (entry.gzipped) return entry.gzipped;
      const gzipped = await gzipAsync(entry.body, { level: GZIP_LEVEL });
      entry.gzipped = gzipped;
      if ([...entries.values()].includes(entry as CachedBody & { fingerprint: string })) {
        bytes += gzipped.length;
        evict();
      }
      return gzipped;
    },
  };
}
