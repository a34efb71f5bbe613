import { formatUsd } from '@cardbinder/shared';

/** Dollars and cents ('$1,234.50'). */
export const dollars = formatUsd;

/** '2026-03' as 'Mar 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '2026-03-05' as 'Mar 5, 2026'. */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
