import { formatCount } from '@cardbinder/shared';
import type { ImportCandidate, ImportField, ImportFormat, ImportLineStatus } from '@cardbinder/shared';

/** What the Columns step's select offers for each field. */
export const FIELD_LABELS: Record<ImportField, string> = {
  ignore: '— Ignore this column —',
  year: 'Year',
  set: 'Set / series',
  card_number: 'Card number',
  player: 'Player(s)',
  team: 'Team',
  parallel: 'Parallel / colour',
  print_run: 'Print run',
  serial: 'Serial number',
  quantity: 'Quantity',
  purchase_price: 'Purchase price',
  estimated_value: 'Estimated value',
  grade: 'Grade (e.g. PSA 10)',
  grading_agency: 'Grading company',
  grade_id: 'Grading certificate number',
  location: 'Location',
  notes: 'Notes',
  aftermarket_autograph: 'Aftermarket autograph',
  code: 'CardBinder code',
};

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  cardbinder: "CardBinder 'Download CSV'",
  tcdb: 'TCDB collection export',
  collectyourcards: 'CollectYourCards export',
  other: 'your own spreadsheet',
};

export const LINE_STATUS_LABELS: Record<ImportLineStatus, string> = {
  matched: 'Matched',
  uncertain: 'Uncertain',
  not_found: 'Not found',
  invalid: 'Problem',
};

/** "2025 Topps Update Base · Gold /50 · #US5 · Jackson Holliday" */
export function candidateLabel(card: ImportCandidate): string {
  const parallel = [card.color, card.print_run ? `/${card.print_run}` : null].filter(Boolean).join(' ');
  return [
    `${card.set_year} ${card.set_name} ${card.series_name}`,
    parallel || null,
    `#${card.card_number}`,
    card.players.join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export const plural = (n: number, word: string) => `${formatCount(n)} ${n === 1 ? word : `${word}s`}`;
