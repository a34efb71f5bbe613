import { Readable } from 'node:stream';
import { isStorageKey, type FileStorage } from './storage-keys';

const toBuffer = (chunk: unknown) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));

/** `data-exports/3/abc.zip`, part 2 → `data-exports/3/abc-part-2.zip` */
export function partKey(baseKey: string, part: number): string {
  const dot = baseKey.lastIndexOf('.');
  const key = `${baseKey.slice(0, dot)}-part-${part}${baseKey.slice(dot)}`;
  if (!isStorageKey(key)) throw new Error('invalid storage key');
  return key;
}

/**
 * Stores a stream of any length as consecutive files of at most `storage.maxFileBytes` each (`…-part-1.zip`,
 * `…-part-2.zip`, …), one after another, so only one piece of the stream is in memory at a time. Writing the same
 * base key again replaces the parts (a job run again after a kill); a failure removes the parts already written.
 */
export async function putInParts(
  storage: FileStorage,
  baseKey: string,
  data: Readable,
): Promise<{ keys: string[]; size: number }> {
  const source = data[Symbol.asyncIterator]() as AsyncIterator<unknown>;
  let held: Buffer | null = null;
  const keys: string[] = [];
  let size = 0;

  async function* nextPart(limit: number) {
    for (let sent = 0; sent < limit;) {
      let piece = held;
      held = null;
      if (!piece) {
        const next = await source.next();
        if (next.done) return;
        piece = toBuffer(next.value);
      }
      if (sent + piece.length > limit) {
        held = piece.subarray(limit - sent);
        piece = piece.subarray(0, limit - sent);
      }
      sent += piece.length;
      yield piece;
    }
  }

  try {
    do {
      const key = partKey(baseKey, keys.length + 1);
      const stored = await storage.put(key, Readable.from(nextPart(storage.maxFileBytes)));
      keys.push(key);
      size += stored.size;
      if (!held) {
        const next = await source.next();
        if (!next.done) held = toBuffer(next.value);
      }
    } while (held);
    return { keys, size };
  } catch (error) {
    data.destroy();
    for (const key of keys) await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/**
 * The parts written by `putInParts` read back as one stream, part after part (any server reads them: they are in
 * the shared storage); null when the first part is gone. A part missing later ends the stream with an error.
 */
export async function readParts(storage: FileStorage, keys: string[]): Promise<Readable | null> {
  const [firstKey, ...rest] = keys;
  const first = firstKey ? await storage.get(firstKey) : null;
  if (!first) return null;
  async function* all() {
    yield* first!.stream;
    for (const key of rest) {
      const part = await storage.get(key);
      if (!part) throw new Error('stored part missing');
      yield* part.stream;
    }
  }
  return Readable.from(all(), { objectMode: false });
}
