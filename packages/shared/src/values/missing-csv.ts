import { csvCell } from '../rules/spreadsheet-cells';
import type { MissingCard } from './finish.contracts';

/** The missing list as CSV rows (header first): number, players, series, raw value. */
export const MISSING_CSV_COLUMNS = ['Card Number', 'Players', 'Series', 'Value'] as const;

/** The missing list as a CSV file's text (CRLF, cells guarded against formulas by the shared csvCell). */
export function missingListCsv(cards: readonly MissingCard[]): string {
  const lines = [MISSING_CSV_COLUMNS.map(csvCell).join(',')];
  for (const card of cards)
    lines.push(
      [card.card_number, card.players, card.series_name, card.value === null ? '' : card.value.toFixed(2)]
        .map(csvCell)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
