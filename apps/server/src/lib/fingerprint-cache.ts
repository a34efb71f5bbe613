/**
 * Finished results kept under a key while their fingerprint stays the same. The caller reads the fingerprint
 * from the database on every request (row versions of everything the result was made from), so a kept result
 * is only reused while nothing it shows has changed. Least recently used results go past the byte budget.
 */
export interface FingerprintCache<V> {
  get(key: string, fingerprint: string): V | undefined;
  /** keeps (or, called again for a grown value, re-measures) a result */
  set(key: string, fingerprint: string, value: V): V;
}

export function createFingerprintCache<V>(
  maxBytes: number,
  sizeOf: (value: V) => number,
): FingerprintCache<V> {
  const entries = new Map<string, { fingerprint: string; value: V; bytes: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    get(key, fingerprint) {
      const entry = entries.get(key);
      if (!entry || entry.fingerprint !== fingerprint) return undefined;
      // Map keeps insertion order: moving a hit to the end makes the first entry the least recently used
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, fingerprint, value) {
      remove(key);
      const size = sizeOf(value);
      if (size > maxBytes) return value;
      entries.set(key, { fingerprint, value, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
      return value;
    },
  };
}
