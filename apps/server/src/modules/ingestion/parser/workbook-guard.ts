/** Checks a file is a sane xlsx (a zip holding a workbook) before any of it is inflated. */

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const MAX_COMPRESSION_RATIO = 100;

/** Raised for input the parser refuses; the message always names the file. */
export class ChecklistParseError extends Error {
  constructor(
    readonly fileName: string,
    readonly code: 'too-large' | 'not-xlsx' | 'corrupt' | 'zip-bomb' | 'empty',
    detail: string,
  ) {
    super(`${fileName}: ${detail}`);
    this.name = 'ChecklistParseError';
  }
}

interface ZipEntry {
  name: string;
  compressed: number;
  uncompressed: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const ZIP64_LOCATOR = 0x07064b50;

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i -= 1) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}

/** Reads a ZIP64 extended-information extra field for the sizes the 32-bit header marked as 0xffffffff. */
function zip64Sizes(extra: Buffer, entry: ZipEntry): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let p = at + 4;
      if (entry.uncompressed === 0xffffffff && p + 8 <= extra.length) {
        entry.uncompressed = Number(extra.readBigUInt64LE(p));
        p += 8;
      }
      if (entry.compressed === 0xffffffff && p + 8 <= extra.length) {
        entry.compressed = Number(extra.readBigUInt64LE(p));
      }
      return;
    }
    at += 4 + size;
  }
}

/** Lists the zip's entries from its central directory, without inflating anything. */
export function readZipDirectory(buf: Buffer, fileName: string): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0)
    throw new ChecklistParseError(fileName, 'corrupt', 'corrupt xlsx: the zip directory is missing');
  if (eocd >= 20 && buf.readUInt32LE(eocd - 20) === ZIP64_LOCATOR) {
    throw new ChecklistParseError(
      fileName,
      'zip-bomb',
      'refused: ZIP64 archives are not accepted as checklists',
    );
  }
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) {
      throw new ChecklistParseError(fileName, 'corrupt', 'corrupt xlsx: bad zip directory entry');
    }
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
      compressed: buf.readUInt32LE(at + 20),
      uncompressed: buf.readUInt32LE(at + 24),
    };
    const extraStart = at + 46 + nameLength;
    zip64Sizes(buf.subarray(extraStart, extraStart + extraLength), entry);
    entries.push(entry);
    at = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** Throws a ChecklistParseError unless the bytes look like an xlsx that is safe to inflate. */
export function assertSafeXlsx(buf: Buffer, fileName: string): void {
  if (buf.length === 0) throw new ChecklistParseError(fileName, 'not-xlsx', 'the file is empty');
  if (buf.length > MAX_FILE_BYTES) {
    throw new ChecklistParseError(
      fileName,
      'too-large',
      `the file is over ${MAX_FILE_BYTES / 1024 / 1024} MB`,
    );
  }
  if (buf.length >= 4 && buf.readUInt32LE(0) === 0xe011cfd0) {
    throw new ChecklistParseError(
      fileName,
      'not-xlsx',
      'not an xlsx file (old binary .xls format); save it as .xlsx',
    );
  }
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) {
    throw new ChecklistParseError(fileName, 'not-xlsx', 'not an xlsx file (it is not a zip archive)');
  }
  const entries = readZipDirectory(buf, fileName);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressed;
    if (entry.uncompressed > 1024 * 1024 && entry.uncompressed > entry.compressed * MAX_COMPRESSION_RATIO) {
      throw new ChecklistParseError(
        fileName,
        'zip-bomb',
        `refused: ${entry.name} inflates more than ${MAX_COMPRESSION_RATIO} times (possible zip bomb)`,
      );
    }
  }
  if (total > MAX_UNCOMPRESSED_BYTES) {
    throw new ChecklistParseError(
      fileName,
      'zip-bomb',
      `refused: the workbook inflates to over ${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB (possible zip bomb)`,
    );
  }
  if (total > 1024 * 1024 && total > buf.length * MAX_COMPRESSION_RATIO) {
    throw new ChecklistParseError(
      fileName,
      'zip-bomb',
      `refused: the workbook inflates more than ${MAX_COMPRESSION_RATIO} times (possible zip bomb)`,
    );
  }
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) {
    throw new ChecklistParseError(
      fileName,
      'not-xlsx',
      'not an xlsx workbook (no xl/workbook.xml inside the zip)',
    );
  }
}
