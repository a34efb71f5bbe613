import type { Table } from 'drizzle-orm';

type ColumnsOf<T extends Table> = T['_']['columns'];
/** drizzle's driver hands timestamps to `execute` as the database's text (toIso reads both forms) */
type AsReturned<D> = D extends Date ? string : D;
type ColumnType<C> = C extends { _: { data: infer D; notNull: infer N } }
  ? N extends true
    ? AsReturned<D>
    : AsReturned<D> | null
  : never;

/**
 * A table's row as raw SQL (`db.execute(sql\`select …\`)`) returns it: keyed by the column names of the
 * drizzle schema (snake_case), typed from the schema. Derived, never retyped by hand: a renamed or retyped
 * column fails the type check of every query that reads it.
 */
export type SqlRow<T extends Table> = {
  [K in keyof ColumnsOf<T> as LiteralName<ColumnsOf<T>[K]['_']['name']>]: ColumnType<ColumnsOf<T>[K]>;
};

/** A column declared through a helper that lost its literal name is left out rather than widening every key. */
type LiteralName<N> = string extends N ? never : N;

/**
 * The columns `K` of a table's raw row: `SqlColumns<typeof players, 'player_id' | 'slug'>`. A select that
 * aliases or computes a column adds it beside (`& { card_count: number }`).
 */
export type SqlColumns<T extends Table, K extends keyof SqlRow<T>> = Pick<SqlRow<T>, K>;

/**
 * A column selected under another name: `p.slug as player_slug` reads as
 * `SqlColumnAs<typeof players, 'slug', 'player_slug'>`, still typed (and checked) by the schema's column.
 */
export type SqlColumnAs<T extends Table, K extends keyof SqlRow<T>, A extends string> = {
  [P in A]: SqlRow<T>[K];
};

/** The columns of an outer-joined table, each null when no row joined. */
export type OuterJoined<R> = { [K in keyof R]: R[K] | null };
