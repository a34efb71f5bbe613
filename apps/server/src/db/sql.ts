import { sql, type SQL } from 'drizzle-orm';

/** Postgres array literal as ONE bound parameter: bulk writes stay parameterised and a single round trip. */
export const pgArray = (values: readonly (string | number | boolean | null)[]) =>
  `{${values
    .map((value) =>
      value === null
        ? 'NULL'
        : typeof value === 'string'
          ? `"${value.replace(/["\\]/g, '\\$&')}"`
          : String(value),
    )
    .join(',')}}`;

/** One int[] parameter for already validated ids (drizzle would expand a JS array into a list of parameters). */
export const intArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

/** A text[] literal as one bound parameter. */
export const textArray = (values: readonly string[]): SQL => sql`${pgArray(values)}::text[]`;

/** `column = any(ids)` with the ids as ONE bound array parameter; undefined means every row. */
export const withinIds = (column: SQL, ids: readonly number[] | undefined): SQL =>
  ids ? sql`${column} = any(${intArray(ids)})` : sql`true`;

/** A timestamp column's value as an ISO string (node-postgres gives a Date, some paths a string). */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null): string | null;
export function toIso(value: Date | string | null): string | null {
  return value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
