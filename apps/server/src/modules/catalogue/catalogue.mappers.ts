import type { CardSet, Series } from '@cardbinder/shared';
import type { SeriesRow } from './series.queries';
import type { SetRow } from './sets.queries';

export const toSet = (row: SetRow): CardSet => ({
  ...row,
  organization: row.organization_name,
  total_card_count: row.card_count,
});

export const toSeries = (row: SeriesRow): Series => ({
  ...row,
  color_hex_value: row.color_hex,
  rc_count: row.rookie_count,
});
