import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseChecklistWorkbook } from './parse-workbook';
import { ChecklistParseError } from './workbook-guard';

/** A minimal zip (deflate) holding the given entries, written by hand so the test controls every byte. */
function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const packed = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function workbook(fill: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  fill(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function failure(input: Buffer, name: string): Promise<ChecklistParseError> {
  const error: unknown = await parseChecklistWorkbook(input, name).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChecklistParseError);
  return error as ChecklistParseError;
}

describe('parseChecklistWorkbook refuses bad input with an error naming the file', () => {
  it('refuses a file that is not an xlsx', async () => {
    const error = await failure(Buffer.from('card,player\n1,Mike Trout\n'), 'list.csv');
    expect(error.code).toBe('not-xlsx');
    expect(error.message).toMatch(/^list\.csv: not an xlsx file/);
  });

  it('refuses an old binary .xls', async () => {
    const bytes = Buffer.alloc(512);
    bytes.writeUInt32LE(0xe011cfd0, 0);
    expect((await failure(bytes, 'old.xls')).message).toMatch(/old\.xls: .*\.xls format/);
  });

  it('refuses a corrupt (truncated) xlsx', async () => {
    const good = await workbook((wb) =>
      wb.addWorksheet('Base').addRow(['1', 'Mike Trout', 'Los Angeles Angels']),
    );
    const error = await failure(good.subarray(0, Math.floor(good.length / 2)), 'broken.xlsx');
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/^broken\.xlsx: corrupt/);
  });

  it('refuses a zip that is not a workbook', async () => {
    const error = await failure(zip([{ name: 'readme.txt', data: Buffer.from('hello') }]), 'other.xlsx');
    expect(error.message).toBe('other.xlsx: not an xlsx workbook (no xl/workbook.xml inside the zip)');
  });

  it('refuses a zip bomb before inflating it', async () => {
    const bomb = zip([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    const error = await failure(bomb, 'bomb.xlsx');
    expect(error.code).toBe('zip-bomb');
    expect(error.message).toMatch(/^bomb\.xlsx: refused: .*zip bomb/);
  });

  it('refuses a zip whose directory claims a huge inflated size', async () => {
    const good = await workbook((wb) => wb.addWorksheet('Base').addRow(['1', 'Mike Trout']));
    const forged = Buffer.from(good);
    const central = forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    forged.writeUInt32LE(250 * 1024 * 1024, central + 24);
    forged.writeUInt32LE(3 * 1024 * 1024, central + 20);
    expect((await failure(forged, 'huge.xlsx')).code).toBe('zip-bomb');
  });

  it('refuses a file over 50 MB', async () => {
    const error = await failure(Buffer.alloc(51 * 1024 * 1024), 'big.xlsx');
    expect(error.message).toBe('big.xlsx: the file is over 50 MB');
  });

  it('refuses a workbook with no card rows', async () => {
    const empty = await workbook((wb) => {
      wb.addWorksheet('Base');
      wb.addWorksheet('Notes').addRow(['Nothing to see here']);
    });
    const error = await failure(empty, '2024-Empty-Checklist.xlsx');
    expect(error.code).toBe('empty');
    expect(error.message).toBe('2024-Empty-Checklist.xlsx: no card rows found in any sheet');
  });
});
