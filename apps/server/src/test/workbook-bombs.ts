import { constants, crc32, createDeflateRaw } from 'node:zlib';

/**
 * Hostile and broken workbooks for the upload tests, made in the test (nothing large is committed): a zip
 * writer that can lie in its directory, a minimal valid xlsx around any sheet XML, and the bombs built on them.
 */
export interface ZipPart {
  name: string;
  /** the part's bytes, as chunks so gigabytes never sit in memory */
  chunks: () => Iterable<Buffer>;
  /** sizes the zip's headers claim instead of the real ones */
  claim?: { uncompressed?: number; compressed?: number };
  /** deflate level (default: fastest) */
  level?: number;
}

async function deflate(chunks: Iterable<Buffer>, level: number) {
  const deflater = createDeflateRaw({ level, memLevel: 9 });
  const packed: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => packed.push(chunk));
  const done = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  for (const chunk of chunks) {
    size += chunk.length;
    crc = crc32(chunk, crc);
    if (!deflater.write(chunk)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { packed: Buffer.concat(packed), size, crc };
}

export async function zipOf(parts: ZipPart[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { packed, size, crc } = await deflate(part.chunks(), part.level ?? constants.Z_BEST_SPEED);
    const name = Buffer.from(part.name);
    const compressed = part.claim?.compressed ?? packed.length;
    const uncompressed = part.claim?.uncompressed ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed, 18);
    local.writeUInt32LE(uncompressed, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(compressed, 20);
    entry.writeUInt32LE(uncompressed, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    out.push(local, name, packed);
    central.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

const text = (xml: string) => () => [Buffer.from(xml)];
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a one-sheet workbook ('Master') around the given sheet part; `extra` may add shared strings and styles. */
export function workbookParts(
  sheet: ZipPart['chunks'],
  extra: ZipPart[] = [],
  options: Pick<ZipPart, 'claim' | 'level'> = {},
): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      chunks: text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELS}">` +
          `<Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}">` +
          '<sheets><sheet name="Master" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELS}">` +
          `<Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>` +
          `<Relationship Id="rId3" Type="${RELS}/styles" Target="styles.xml"/></Relationships>`,
      ),
    },
    ...extra,
    { name: 'xl/worksheets/sheet1.xml', chunks: sheet, ...options },
  ];
}

const SHEET_START = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`,
);
const SHEET_END = Buffer.from('</sheetData></worksheet>');

/**
 * A checklist of `rows` rows (subset, card number, player, team) as Excel writes one: texts in the shared
 * string table, generated a thousand rows at a time (a million rows inflate to ~130 MB, zip to ~20 MB).
 */
export function checklistParts(rows: number, options: Pick<ZipPart, 'claim' | 'level'> = {}): ZipPart[] {
  const strings: ZipPart = {
    name: 'xl/sharedStrings.xml',
    chunks: function* () {
      yield Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}"><si><t>Base</t></si><si><t>Boston Red Sox</t></si>`,
      );
      for (let start = 1; start <= rows; start += 1000) {
        let xml = '';
        for (let r = start; r < Math.min(start + 1000, rows + 1); r += 1)
          xml += `<si><t>Player ${r} Name</t></si>`;
        yield Buffer.from(xml);
      }
      yield Buffer.from('</sst>');
    },
  };
  const sheet = function* () {
    yield SHEET_START;
    for (let start = 1; start <= rows; start += 1000) {
      let xml = '';
      for (let r = start; r < Math.min(start + 1000, rows + 1); r += 1) {
        xml +=
          `<row r="${r}"><c r="A${r}" t="s"><v>0</v></c><c r="B${r}"><v>${r}</v></c>` +
          `<c r="C${r}" t="s"><v>${r + 1}</v></c><c r="D${r}" t="s"><v>1</v></c></row>`;
      }
      yield Buffer.from(xml);
    }
    yield SHEET_END;
  };
  return workbookParts(sheet, [strings], options);
}

/** A sheet that inflates to `bytes` of blank space between two rows: megabytes of zip, gigabytes of XML. */
export function blankSheet(bytes: number): ZipPart['chunks'] {
  return function* () {
    yield SHEET_START;
    const blank = Buffer.alloc(1024 * 1024, 0x20);
    for (let sent = 0; sent < bytes; sent += blank.length) yield blank;
    yield SHEET_END;
  };
}

/** 1.2 GB of sheet in a ~1.2 MB file whose zip headers say the sheet is 4 KB (the outside review's bomb). */
export const lyingBomb = () =>
  zipOf(workbookParts(blankSheet(1200 * 1024 * 1024), [], { claim: { uncompressed: 4096 }, level: 9 }));

/** A legal workbook of a million checklist rows (~20 MB, like the outside review's). */
export const millionRows = () => zipOf(checklistParts(1_000_000));

/** A small valid checklist workbook. */
export const smallChecklist = (rows = 20) => zipOf(checklistParts(rows));
