import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { megabytes, XlsxError, type XlsxLimits } from './xlsx-limits';

const ZIP_MAGIC = 0x04034b50;
const OLE_MAGIC = 0xe011cfd0;

export interface ZipParts {
  has(name: string): boolean;
  /** The part's inflated bytes, chunk by chunk, each counted against the workbook's limits as it arrives. */
  chunks(name: string): AsyncIterable<Buffer>;
  close(): void;
}

const bomb = (detail: string) => new XlsxError('zip-bomb', `refused: ${detail} (possible zip bomb)`);

/** Checks the size and first bytes: the usual wrong files get a sentence of their own. */
export function assertZipFile(buf: Buffer, limits: XlsxLimits): void {
  if (buf.length === 0) throw new XlsxError('not-xlsx', 'the file is empty');
  if (buf.length > limits.maxFileBytes)
    throw new XlsxError('too-large', `the file is over ${megabytes(limits.maxFileBytes)}`);
  if (buf.length >= 4 && buf.readUInt32LE(0) === OLE_MAGIC)
    throw new XlsxError('not-xlsx', 'not an xlsx file (old binary .xls format); save it as .xlsx');
  if (buf.length < 22 || buf.readUInt32LE(0) !== ZIP_MAGIC)
    throw new XlsxError('not-xlsx', 'not an xlsx file (it is not a zip archive)');
}

/** The declared sizes can lie; they are checked here only to refuse an honest bomb before inflating. */
function assertDeclaredSizes(entries: yauzl.Entry[], buf: Buffer, limits: XlsxLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (
      entry.uncompressedSize > 1024 * 1024 &&
      entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio
    )
      throw bomb(`${entry.fileName} inflates more than ${limits.maxCompressionRatio} times`);
  }
  if (total > limits.maxInflatedBytes)
    throw bomb(`the workbook inflates to over ${megabytes(limits.maxInflatedBytes)}`);
  if (total > 1024 * 1024 && total > buf.length * limits.maxCompressionRatio)
    throw bomb(`the workbook inflates more than ${limits.maxCompressionRatio} times`);
}

/** yauzl's own refusals: an entry inflating past the size the directory gave it is a bomb, the rest corrupt. */
function zipProblem(error: unknown): XlsxError {
  if (error instanceof XlsxError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/too many bytes|expected .* got/i.test(message))
    return bomb('a part inflates past the size the zip directory gives it');
  return new XlsxError('corrupt', `corrupt xlsx: ${message.split('\n')[0]}`);
}

/**
 * Opens a workbook's zip with yauzl. Parts are inflated only when asked for, as streams: every inflated byte
 * is counted against the workbook's limit and each part's ratio, whatever its directory entry says, and
 * yauzl also stops a part that inflates past its declared size.
 */
export async function openZipParts(buf: Buffer, limits: XlsxLimits): Promise<ZipParts> {
  assertZipFile(buf, limits);
  const entries = new Map<string, yauzl.Entry>();
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buf, { lazyEntries: true, validateEntrySizes: true });
    if (zip.entryCount > limits.maxEntries)
      throw new XlsxError('corrupt', `corrupt xlsx: the zip holds over ${limits.maxEntries} parts`);
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch (error) {
    throw zipProblem(error);
  }
  assertDeclaredSizes([...entries.values()], buf, limits);

  let inflated = 0;
  async function* chunks(name: string): AsyncIterable<Buffer> {
    const entry = entries.get(name);
    if (!entry) throw new XlsxError('corrupt', `corrupt xlsx: ${name} is missing`);
    let stream: Readable;
    try {
      stream = await zip.openReadStreamPromise(entry);
    } catch (error) {
      throw zipProblem(error);
    }
    let part = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        part += chunk.length;
        inflated += chunk.length;
        if (inflated > limits.maxInflatedBytes)
          throw bomb(`the workbook inflates to over ${megabytes(limits.maxInflatedBytes)}`);
        if (part > 1024 * 1024 && part > Math.max(entry.compressedSize, 1) * limits.maxCompressionRatio)
          throw bomb(`${name} inflates more than ${limits.maxCompressionRatio} times`);
        yield chunk;
      }
    } catch (error) {
      stream.destroy();
      throw zipProblem(error);
    }
  }

  return {
    has: (name) => entries.has(name),
    chunks,
    close: () => zip.close(),
  };
}
