import { describe, expect, it } from 'vitest';
import {
  checklistParts,
  lyingBomb,
  millionRows,
  smallChecklist,
  workbookParts,
  zipOf,
  type ZipPart,
} from '@/test/workbook-bombs';
import { readXlsx, XlsxError, type XlsxErrorCode } from './index';

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const xml = (name: string, body: string): ZipPart => ({ name, chunks: () => [Buffer.from(body)] });
const sheet = (rows: string) => () => [
  Buffer.from(`<worksheet ${MAIN}><sheetData>${rows}</sheetData></worksheet>`),
];

async function refusal(input: Buffer | Promise<Buffer>, limits: Parameters<typeof readXlsx>[1] = {}) {
  const error: unknown = await readXlsx(await input, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(XlsxError);
  return error as XlsxError & { code: XlsxErrorCode };
}

describe('readXlsx reads', () => {
  it('each cell as its author sees it', async () => {
    const styles = xml(
      'xl/styles.xml',
      `<styleSheet ${MAIN}><numFmts count="1"><numFmt numFmtId="164" formatCode="m/d"/></numFmts>` +
        '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/></cellXfs></styleSheet>',
    );
    const strings = xml(
      'xl/sharedStrings.xml',
      `<sst ${MAIN}><si><t>  Mike   Trout </t></si>` +
        '<si><r><t>Julio </t></r><r><t>Rodríguez</t></r><rPh><t>ふりがな</t></rPh></si></sst>',
    );
    const book = await zipOf([
      ...workbookParts(
        sheet(
          '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c><c r="D2"><v>1.5</v></c></row>' +
            '<row r="3"><c r="A3" s="1"><v>45292</v></c><c r="B3" s="2"><v>45658</v></c><c r="C3" t="b"><v>1</v></c>' +
            '<c r="D3" t="e"><v>#DIV/0!</v></c></row>' +
            '<row r="4"><c r="A4" t="str"><f>A2&amp;"!"</f><v>Trout!</v></c><c r="B4"><f>1+1</f><v>2</v></c>' +
            '<c r="C4"><f>1/0</f></c><c t="inlineStr"><is><t>next to C</t></is></c></row>' +
            '<row r="5"><c r="A5" s="1"/></row><row r="7"><c r="AZ7"><v>9</v></c><c r="B7"><v>3</v></c></row>',
        ),
        [styles, strings],
      ),
    ]);
    const [master] = await readXlsx(book, { maxColumns: 40 });
    expect(master).toEqual({
      name: 'Master',
      rows: [
        { row: 2, cells: ['Mike Trout', 'Julio Rodríguez', '', '1.5'] },
        { row: 3, cells: ['1/1', '1/1', 'true'] },
        { row: 4, cells: ['Trout!', '2', '', 'next to C'] },
        { row: 7, cells: ['', '3'] },
      ],
    });
  });

  it('formulas as their cached values, and formula-like text without what would make it run (issue 38)', async () => {
    const strings = xml(
      'xl/sharedStrings.xml',
      `<sst ${MAIN}><si><t>=HYPERLINK("http://evil","x")</t></si><si><t>-2+3+cmd|' /C calc'!A0</t></si>` +
        '<si><t>@SUM(A1:A2)</t></si><si><t>-</t></si></sst>',
    );
    const book = await zipOf([
      ...workbookParts(
        sheet(
          '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>' +
            '<c r="D1" t="s"><v>3</v></c></row>' +
            '<row r="2"><c r="A2" t="str"><f>"="&amp;"1+1"</f><v>=1+1</v></c><c r="B2"><f>HYPERLINK("x")</f><v>7</v></c>' +
            '<c r="C2" t="inlineStr"><is><t>-1-HYPERLINK("http://evil","x")</t></is></c><c r="D2"><v>-12.5</v></c>' +
            '<c r="E2" t="inlineStr"><is><t>+1+1</t></is></c><c r="F2" t="inlineStr"><is><t>-7</t></is></c></row>',
        ),
        [strings],
      ),
    ]);
    const [master] = await readXlsx(book, { maxColumns: 40 });
    expect(master!.rows).toEqual([
      { row: 1, cells: ['HYPERLINK("http://evil","x")', "2+3+cmd|' /C calc'!A0", 'SUM(A1:A2)', '-'] },
      { row: 2, cells: ['1+1', '7', '1-HYPERLINK("http://evil","x")', '-12.5', '1+1', '-7'] },
    ]);
  });

  // speed is for the benchmarks (npm run bench -- import)
  it('the rows of a generated checklist, and a thousand-row one', async () => {
    const [sheet1] = await readXlsx(await smallChecklist(3));
    expect(sheet1!.rows[2]).toEqual({ row: 3, cells: ['Base', '3', 'Player 3 Name', 'Boston Red Sox'] });
    expect((await readXlsx(await zipOf(checklistParts(1000))))[0]!.rows).toHaveLength(1000);
  });
});

describe('readXlsx refuses', () => {
  it('a 1.2 MB zip bomb whose directory says its sheet is 4 KB, without inflating it', async () => {
    const bomb = await lyingBomb();
    expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
    const error = await refusal(bomb);
    expect(error.code).toBe('zip-bomb');
    expect(error.message).toMatch(/^refused: .*\(possible zip bomb\)$/);
  });

  it('a workbook inflating past the limit, whether its directory tells the truth or not', async () => {
    const honest = await zipOf(checklistParts(20_000));
    expect((await refusal(honest, { maxInflatedBytes: 1024 * 1024 })).message).toBe(
      'refused: the workbook inflates to over 1 MB (possible zip bomb)',
    );
    const lying = await zipOf(checklistParts(20_000, { claim: { uncompressed: 100 * 1024 } }));
    expect((await refusal(lying, { maxInflatedBytes: 2 * 1024 * 1024 })).code).toBe('zip-bomb');
  });

  // speed is for the benchmarks (npm run bench -- import); here only that the row limit refuses it, so the reading
  // time limit (60 s) is lifted: beside the cluster test on two cores, reading to row 100,001 took longer than that
  it('a legal workbook of a million rows at the row limit', { timeout: 240_000 }, async () => {
    const error = await refusal(millionRows(), { timeoutMs: 200_000 });
    expect(error).toMatchObject({ code: 'too-large', message: 'the workbook has over 100,000 rows' });
  });

  it('a cell longer than Excel allows, inline or shared, but not an unused long shared text', async () => {
    const long = 'x'.repeat(40_000);
    const inline = await zipOf(
      workbookParts(sheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${long}</t></is></c></row>`)),
    );
    expect((await refusal(inline)).message).toBe(
      'sheet Master row 1: a cell is longer than 32,767 characters',
    );
    const strings = xml(
      'xl/sharedStrings.xml',
      `<sst ${MAIN}><si><t>short</t></si><si><t>${long}</t></si></sst>`,
    );
    const unused = await zipOf(
      workbookParts(sheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'), [strings]),
    );
    expect((await readXlsx(unused))[0]!.rows).toEqual([{ row: 1, cells: ['short'] }]);
    const used = await zipOf(
      workbookParts(sheet('<row r="1"><c r="A1" t="s"><v>1</v></c></row>'), [strings]),
    );
    expect((await refusal(used)).code).toBe('too-large');
  });

  it('truncated, mislabelled and broken files with a clear reason', async () => {
    const good = await smallChecklist();
    expect((await refusal(good.subarray(0, good.length - 30))).code).toBe('corrupt');
    expect((await refusal(good.subarray(0, Math.floor(good.length / 2)))).message).toMatch(/^corrupt xlsx: /);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(png)).toMatchObject({
      code: 'not-xlsx',
      message: 'not an xlsx file (it is not a zip archive)',
    });
    expect((await refusal(Buffer.alloc(0))).message).toBe('the file is empty');
    const document = await zipOf([xml('word/document.xml', '<document/>')]);
    expect((await refusal(document)).message).toBe(
      'not an xlsx workbook (no xl/workbook.xml inside the zip)',
    );
    const notXml = await zipOf(workbookParts(() => [Buffer.from('<worksheet><sheetData><row></sheetData>')]));
    expect((await refusal(notXml)).message).toMatch(
      /^corrupt xlsx: xl\/worksheets\/sheet1\.xml is not readable XML/,
    );
    expect((await refusal(Buffer.alloc(51 * 1024 * 1024, 1))).message).toBe('the file is over 50 MB');
  });

  it('a workbook that needs more memory or time than allowed', async () => {
    const wide = await zipOf(checklistParts(60_000));
    expect(await refusal(wide, { maxHeapMb: 8 })).toMatchObject({
      code: 'too-large',
      message: 'the workbook needs more memory to read than a workbook may use',
    });
    expect(await refusal(wide, { timeoutMs: 50 })).toMatchObject({
      code: 'too-large',
      message: 'the workbook takes too long to read',
    });
  });
});
