import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COLLECTION_IMPORT, COLLECTION_IMPORT_MESSAGES as M, type ImportLine } from '@cardbinder/shared';
import { storedFileKeys } from '@/test/stored-files';
import { checklistParts, lyingBomb, zipOf } from '@/test/workbook-bombs';
import {
  collector,
  committed,
  entriesOf,
  importOf,
  prepared,
  setUpCollectionImportApp,
  t,
  upload,
  type Collector,
} from './collection-import-fixtures';

setUpCollectionImportApp();

const HEADER = 'Year,Set,Card #,Player,Notes\n';
const importsOf = async (who: Collector) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int n from collection_imports where user_id = ${who.user.userId}`,
    )
  ).rows[0]!.n;
const importFiles = async () =>
  (await storedFileKeys(t)).filter((key) => key.startsWith('collection-imports/'));

/** The upload is refused with this status and sentence, and nothing of it is stored. */
async function refused(data: Buffer | string, filename: string, message: string, status = 400) {
  const who = await collector();
  const filesBefore = await importFiles();
  const answer = await upload(who, data, filename);
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json().message).toBe(message);
  expect(await importsOf(who)).toBe(0);
  expect(await importFiles()).toEqual(filesBefore);
}

async function workbook(rows: (string | number | ExcelJS.CellFormulaValue)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Cards');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('files refused with a clear sentence, nothing stored', () => {
  it('100,000 lines', async () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `2024,Topps Chrome,${i + 1},Player ${i}\n`);
    await refused(HEADER + lines.join(''), 'huge.csv', M.tooManyLines(100_000));
  });

  it('one line past the limit, in an xlsx too', async () => {
    const limit = COLLECTION_IMPORT.maxLines;
    const lines = Array.from({ length: limit + 1 }, (_, i) => `2024,Topps Chrome,${i + 1},P\n`);
    await refused(HEADER + lines.join(''), 'big.csv', M.tooManyLines(limit + 1));
    await refused(await zipOf(checklistParts(limit + 2)), 'big.xlsx', M.tooManyLines(limit + 1));
  });

  it('broken encoding', async () => {
    const bytes = Buffer.concat([
      Buffer.from(HEADER),
      Buffer.from([0x32, 0x30, 0x81, 0x8d, 0xc3, 0x28, 0x0a]),
    ]);
    await refused(bytes, 'broken.csv', M.badEncoding);
    await refused(Buffer.from('\uFEFFYear,Set\n2024,Topps\n', 'utf16le'), 'utf16.csv', M.badEncoding);
  });

  it('a huge cell', async () => {
    await refused(
      `${HEADER}2024,Topps Chrome,1,${'x'.repeat(COLLECTION_IMPORT.maxCellChars + 1)}\n`,
      'cell.csv',
      M.hugeCell(2),
    );
    const sheet = await workbook([
      ['Year', 'Set'],
      [2024, 'y'.repeat(COLLECTION_IMPORT.maxCellChars + 1)],
    ]);
    await refused(sheet, 'cell.xlsx', M.hugeCell(null));
  });

  it('a quote never closed', async () => {
    await refused(
      `${HEADER}2024,"Topps Chrome,1,X\n2024,Topps Chrome,2,Y\n`,
      'quote.csv',
      M.unclosedQuote(2),
    );
  });

  it('a zip bomb', async () => {
    await refused(await lyingBomb(), 'bomb.xlsx', M.zipBomb);
  });

  it('the wrong type of file, an empty file, a header alone, a file too large', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await refused(png, 'cards.csv', M.wrongType);
    await refused('Year,Set\n2024,Topps\n', 'cards.pdf', M.wrongType);
    await refused(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.xls', M.wrongType);
    await refused(Buffer.from('PK\u0003\u0004 not really a zip'), 'fake.xlsx', M.badWorkbook);
    await refused('', 'empty.csv', M.empty);
    await refused(' \r\n\r\n', 'blank.csv', M.empty);
    await refused(HEADER, 'header.csv', M.noLines);
    await refused(Buffer.alloc(COLLECTION_IMPORT.maxFileBytes + 1, 0x41), 'large.csv', M.tooLarge, 413);
  });
});

describe('uploads the multipart reader refuses, nothing stored', () => {
  const send = (who: Collector, payload: string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/collection/imports',
      payload,
      headers: { ...who.headers, 'content-type': contentType },
    });
  const part = (name: string, file: string, body: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: text/csv\r\n\r\n${body}\r\n`;

  it('no boundary, a form cut short, two files', async () => {
    const who = await collector();
    const filesBefore = await importFiles();
    const answers = [
      [await send(who, 'Year,Set\n2024,Topps\n', 'multipart/form-data'), M.noFile],
      [
        await send(
          who,
          part('file', 'a.csv', `${HEADER}2024,Topps,1,X`).slice(0, -2),
          'multipart/form-data; boundary=b',
        ),
        M.noFile,
      ],
      [
        await send(
          who,
          `${part('file', 'a.csv', `${HEADER}2024,Topps,1,X`)}${part('file', 'b.csv', `${HEADER}2024,Topps,2,Y`)}--b--\r\n`,
          'multipart/form-data; boundary=b',
        ),
        M.oneFile,
      ],
    ] as const;
    for (const [answer, message] of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect(await importsOf(who)).toBe(0);
    expect(await importFiles()).toEqual(filesBefore);
  });
});

describe('the upload limit', () => {
  it('counts per collector: past it a 429 with a sentence and nothing stored; another collector still uploads', async () => {
    const who = await collector();
    const csv = `${HEADER}2024,Topps Chrome,1,X\n`;
    for (let i = 0; i < t.app.ctx.config.collectionImportRateLimit; i += 1)
      expect((await upload(who, csv)).statusCode).toBe(201);
    const before = await importsOf(who);
    const over = await upload(who, csv);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests/);
    expect(await importsOf(who)).toBe(before);
    expect((await upload(await collector(), csv)).statusCode).toBe(201);
  });
});

describe('text as it is written', () => {
  it('takes UTF-8 with a BOM and Windows-1252', async () => {
    const who = await collector();
    const bom = await upload(who, `\uFEFF${HEADER}2024,Topps Chrome,27,Tyler O’Neill,café\n`, 'bom.csv');
    expect(bom.json().import.columns[0]).toBe('Year');
    expect(bom.json().sample[0]).toEqual(['2024', 'Topps Chrome', '27', 'Tyler O’Neill', 'café']);
    const cp1252 = Buffer.concat([
      Buffer.from(`${HEADER}2024,Topps Chrome,27,Tyler O`),
      Buffer.from([0x92]),
      Buffer.from('Neill,caf'),
      Buffer.from([0xe9, 0x0a]),
    ]);
    const windows = await upload(who, cp1252, 'windows.csv');
    expect(windows.statusCode, windows.body).toBe(201);
    expect(windows.json().sample[0]).toEqual(['2024', 'Topps Chrome', '27', 'Tyler O’Neill', 'café']);
  });

  it('keeps a formula as text: never evaluated, and written back neutralised', async () => {
    const who = await collector();
    const formula = '=HYPERLINK("http://evil.example","win")';
    const csv = `${HEADER}2024,Topps Chrome Base,27,Tyler O'Neill,"${formula.replace(/"/g, '""')}"\n1999,Nothing,1,Nobody,"${formula.replace(/"/g, '""')}"\n`;
    const ready = await prepared(who, csv, 'formula.csv');
    await committed(who, ready.import_id);
    expect((await entriesOf(who)).map((e) => e.notes)).toEqual([formula]);
    const notFound = await who.call('GET', `/api/user/collection/imports/${ready.import_id}/not-found.csv`);
    expect(notFound.body).toContain(`"'=HYPERLINK(""http://evil.example"",""win"")"`);
    expect(notFound.body).not.toMatch(/(^|,)"?=HYPERLINK/m);

    const sheet = await workbook([
      ['Year', 'Set', 'Card #', 'Player', 'Notes'],
      [
        2024,
        'Topps Chrome Base',
        27,
        "Tyler O'Neill",
        { formula: 'HYPERLINK("http://evil.example","win")', result: 'win' },
      ],
    ]);
    const book = await prepared(who, sheet, 'formula.xlsx');
    const [line] = (await importOf(who, book.import_id)).lines as ImportLine[];
    expect(line!.cells[4]).toBe('win');
    expect(line!.status).toBe('matched');
  });
});
