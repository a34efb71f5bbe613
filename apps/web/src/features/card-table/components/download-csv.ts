import { cardsToCsv, type CardTableRow } from '@cardbinder/shared';
import { downloadText } from '@/lib/download';

/** Saves the rows shown as a CSV file (no server round trip). */
export function downloadCardsCsv(cards: readonly CardTableRow[], fileName: string): void {
  downloadText(cardsToCsv(cards), fileName.endsWith('.csv') ? fileName : `${fileName}.csv`);
}
