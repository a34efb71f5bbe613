import { sql, type SQL } from 'drizzle-orm';

/** One int[] parameter (drizzle would expand a JS array into a list of parameters). */
export const intArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

/** A LIKE pattern matching `value` anywhere, with %, _ and \ matched literally. */
export const containsPattern = (value: string): string => `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Sort key of a card within its series: sort_order, missing last (matches cards_series_order_idx). */
export const CARD_ORDER_KEY = sql.raw('coalesce(c.sort_order, 2147483647)');

export const toIso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
