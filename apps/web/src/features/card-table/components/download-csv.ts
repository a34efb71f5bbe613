import { cardsToCsv, type CardTableRow } from '@cardbinder/shared';

/** Saves the rows shown as a CSV file through a temporary object URL (no server round trip). */
export function downloadCardsCsv(cards: readonly CardTableRow[], fileName: string): void {
  // the byte-order mark lets spreadsheet programs read accented names as UTF-8
  const blob = new Blob(['\ufeff', cardsToCsv(cards)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
