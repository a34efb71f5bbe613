import { describe, expect, it } from 'vitest';
import { cardsToCsv, type CardTableRow } from '../catalogue/card-table';
import { collectionToCsv } from '../collection/collection-table';
import {
  HOSTILE_CELLS,
  parseCsv,
  PLAIN_NUMBER_CELLS,
  spreadsheetRunsAsFormula,
} from '../testing/hostile-cells';
import { makeUserCard } from '../testing/user-card';
import { csvCell, importedCellText, isFormulaLike, spreadsheetText } from './spreadsheet-cells';

const tableCard = (text: string): CardTableRow => ({
  card_id: 1,
  card_number: text,
  player_names: text,
  series_name: text,
  print_run: null,
  color_name: text,
  is_autograph: false,
  is_relic: false,
  notes: text,
});

describe('spreadsheet formula injection (OWASP, issue 38)', () => {
  it.each(HOSTILE_CELLS)('neutralises %j in a CSV cell and an XLSX text cell', (value) => {
    expect(isFormulaLike(value)).toBe(true);
    expect(spreadsheetText(value)).toBe(`'${value}`);
    const [[cell]] = parseCsv(`${csvCell(value)}\r\n`) as [[string]];
    expect(cell).toBe(`'${value}`);
    expect(spreadsheetRunsAsFormula(cell)).toBe(false);
  });

  it("neutralises the review's three cells exactly", () => {
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('-1-HYPERLINK("http://evil","x")')).toBe(`"'-1-HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it.each(PLAIN_NUMBER_CELLS)('keeps the number %s as it is', (value) => {
    expect(isFormulaLike(value)).toBe(false);
    expect(csvCell(value)).toBe(value);
    expect(spreadsheetText(value)).toBe(value);
  });

  it('keeps ordinary text as it is', () => {
    for (const value of ['Mike Trout', 'US-10', "O'Neill", 'T-1', '', '1-2', 'a=b'])
      expect(csvCell(value)).toBe(value);
    expect(csvCell('Ripken, Cal')).toBe('"Ripken, Cal"');
  });

  it('leaves no cell of the card table CSV a spreadsheet would run', () => {
    const rows = parseCsv(cardsToCsv([...HOSTILE_CELLS, ...PLAIN_NUMBER_CELLS].map(tableCard)));
    const cells = rows.slice(1).flat();
    expect(cells.length).toBeGreaterThan(HOSTILE_CELLS.length * 5);
    expect(cells.filter(spreadsheetRunsAsFormula)).toEqual([]);
    // numbers stay numbers: the card number column of the number rows
    expect(rows.slice(1 + HOSTILE_CELLS.length).map((row) => row[0])).toEqual(PLAIN_NUMBER_CELLS);
  });

  it('leaves no cell of the collection CSV a spreadsheet would run', () => {
    const cards = HOSTILE_CELLS.map((text, index) =>
      makeUserCard({
        user_card_id: index + 1,
        random_code: text,
        card_number: text,
        notes: text,
        location_name: text,
        card_player_teams: [
          { player: { player_id: 1, first_name: text, last_name: text, slug: 'x' }, team: null },
        ] as never,
      }),
    );
    const cells = parseCsv(collectionToCsv(cards)).slice(1).flat();
    expect(
      cells.filter((cell) => HOSTILE_CELLS.some((hostile) => cell.includes(hostile))).length,
    ).toBeGreaterThan(HOSTILE_CELLS.length * 3);
    expect(cells.filter(spreadsheetRunsAsFormula)).toEqual([]);
  });
});

describe('imported spreadsheet text (issue 38)', () => {
  it.each(HOSTILE_CELLS)('takes %j in without the characters that made it a formula', (value) => {
    const text = importedCellText(value);
    expect(isFormulaLike(text)).toBe(false);
    expect(spreadsheetRunsAsFormula(text)).toBe(false);
    expect(text.length).toBeGreaterThan(0);
  });

  it('keeps numbers, ordinary text and the checklists\' lone "-" as they are', () => {
    for (const value of [...PLAIN_NUMBER_CELLS, 'Mike Trout', 'US-10', '-', ''])
      expect(importedCellText(value)).toBe(value);
    expect(importedCellText('=HYPERLINK("http://evil","x")')).toBe('HYPERLINK("http://evil","x")');
    expect(importedCellText('- Combo')).toBe('Combo');
  });
});
