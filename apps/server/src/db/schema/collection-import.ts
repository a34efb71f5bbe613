import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { userCards } from './collection';

/**
 * My Collection → Import: one uploaded file, its column mapping and its progress (read by any server while a
 * job on another one matches or commits it). The file itself waits in the file storage under storage_key.
 */
export const collectionImports = pgTable(
  'collection_imports',
  {
    importId: uuid('import_id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes: the same file imported again is recognised */
    fileHash: text('file_hash').notNull(),
    storageKey: text('storage_key'),
    format: text('format').notNull(),
    status: text('status').notNull().default('uploaded'),
    progress: integer('progress').notNull().default(0),
    totalLines: integer('total_lines').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<string[]>().notNull(),
    sample: jsonb('sample').$type<string[][]>().notNull(),
    onDuplicates: text('on_duplicates'),
    added: integer('added'),
    removed: integer('removed'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [index('collection_imports_user').on(t.userId, t.createdAt)],
);

/** One line of an imported file: its cells, what was read from them, and the card it adds. */
export const collectionImportLines = pgTable(
  'collection_import_lines',
  {
    lineId: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    importId: uuid('import_id')
      .notNull()
      .references(() => collectionImports.importId, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    /** SHA-256 of the trimmed cells: the same line imported again is recognised */
    lineKey: text('line_key').notNull(),
    /** pending until the matching job has read it */
    status: text('status').notNull().default('pending'),
    cardId: integer('card_id'),
    candidates: jsonb('candidates').$type<unknown[]>().notNull().default([]),
    quantity: integer('quantity').notNull().default(1),
    /** the entry fields read from the line (prices, grade, serial, location name, notes…) */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    skipped: boolean('skipped').notNull().default(false),
    picked: boolean('picked').notNull().default(false),
    error: text('error'),
  },
  (t) => [
    index('collection_import_lines_import').on(t.importId, t.status, t.rowNumber),
    index('collection_import_lines_key').on(t.lineKey),
  ],
);

/** The entries one import added: its batch, removed exactly by undo. An entry deleted otherwise leaves it. */
export const collectionImportEntries = pgTable(
  'collection_import_entries',
  {
    userCardId: integer('user_card_id')
      .notNull()
      .references(() => userCards.userCardId, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => collectionImports.importId, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => collectionImportLines.lineId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userCardId] }),
    index('collection_import_entries_import').on(t.importId),
    index('collection_import_entries_line').on(t.lineId),
  ],
);
