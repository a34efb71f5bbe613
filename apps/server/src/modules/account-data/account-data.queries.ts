import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { textArray } from '@/db/sql';
import type { SqlColumns } from '@/db/rows';
import type { dataExports } from '@/db/schema';

export type ExportRow = SqlColumns<
  typeof dataExports,
  'export_id' | 'user_id' | 'status' | 'storage_keys' | 'size' | 'created_at' | 'ready_at' | 'expires_at'
> & { expired: boolean };

const exportColumns = sql`export_id, user_id, status, storage_keys, size, created_at, ready_at, expires_at,
  coalesce(expires_at < now(), false) as expired`;

export async function insertExport(db: Executor, userId: number): Promise<ExportRow> {
  const result = await db.execute<ExportRow>(
    sql`insert into data_exports (user_id) values (${userId}) returning ${exportColumns}`,
  );
  return result.rows[0]!;
}

const EXPORT_REQUEST_LOCK = 7512;

/** Holds the account's export requests in line until the transaction ends, then says whether one is queued. */
export async function hasQueuedExport(db: Executor, userId: number): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(${EXPORT_REQUEST_LOCK}, ${userId})`);
  const result = await db.execute<{ queued: boolean }>(sql`
    select exists (select 1 from data_exports where user_id = ${userId} and status = 'queued') as queued`);
  return result.rows[0]!.queued;
}

export async function listExports(db: Executor, userId: number): Promise<ExportRow[]> {
  const result = await db.execute<ExportRow>(sql`
    select ${exportColumns} from data_exports where user_id = ${userId} order by created_at desc limit 10`);
  return result.rows;
}

export async function findExport(db: Executor, exportId: string): Promise<ExportRow | null> {
  const result = await db.execute<ExportRow>(
    sql`select ${exportColumns} from data_exports where export_id = ${exportId}`,
  );
  return result.rows[0] ?? null;
}

export async function markExportReady(
  db: Executor,
  exportId: string,
  keys: string[],
  size: number,
  days: number,
) {
  await db.execute(sql`
    update data_exports set status = 'ready', storage_keys = ${textArray(keys)}, size = ${size}, ready_at = now(),
      expires_at = now() + ${days} * interval '1 day'
    where export_id = ${exportId}`);
}

export async function markExportFailed(db: Executor, exportId: string, error: string) {
  await db.execute(
    sql`update data_exports set status = 'failed', error = ${error} where export_id = ${exportId}`,
  );
}

/** Expired exports' files (every part), their rows dropped (the files go after the commit). */
export async function takeExpiredExports(db: Executor): Promise<string[]> {
  const result = await db.execute<{ storage_keys: string[] | null }>(sql`
    delete from data_exports where expires_at < now() returning storage_keys`);
  return result.rows.flatMap((row) => row.storage_keys ?? []);
}

/** The account as the collector sees it: never the password hash, lock or login counters. */
export async function profileOf(db: Executor, userId: number) {
  const result = await db.execute(sql`
    select username, email, name, first_name, last_name, bio, website, location, is_public_profile,
           notifications_off, created, last_login
    from users where user_id = ${userId}`);
  return result.rows[0] ?? null;
}

export async function commentsOf(db: Executor, userId: number) {
  const result = await db.execute(sql`
    select comment_id, comment_type, item_id, comment_text, created_at, updated_at
    from comments where user_id = ${userId} order by created_at`);
  return result.rows;
}

export async function notificationsOf(db: Executor, userId: number) {
  const result = await db.execute(sql`
    select notification_type, item_type, item_id, title, message, is_read, created_at
    from notifications where user_id = ${userId} order by created_at`);
  return result.rows;
}

export async function achievementsOf(db: Executor, userId: number) {
  const result = await db.execute(sql`
    select a.name, a.description, a.tier, a.points, ua.progress, ua.is_completed, ua.completed_at, ua.times_completed
    from user_achievements ua join achievements a on a.achievement_id = ua.achievement_id
    where ua.user_id = ${userId} order by ua.completed_at nulls last, a.name`);
  return result.rows;
}

export type PhotoFile = {
  user_card_id: number;
  storage_key: string;
  sort_order: number;
};

export async function photoFilesOf(db: Executor, userId: number): Promise<PhotoFile[]> {
  const result = await db.execute<PhotoFile>(sql`
    select p.user_card_id, p.storage_key, p.sort_order
    from user_card_photos p join user_cards uc on uc.user_card_id = p.user_card_id
    where uc.user_id = ${userId} order by p.user_card_id, p.sort_order`);
  return result.rows;
}

/** Every stored file of the account (photos and thumbnails, avatar, exports, collection import files): removed with it. */
export async function accountFiles(db: Executor, userId: number): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select p.storage_key as key from user_card_photos p join user_cards uc on uc.user_card_id = p.user_card_id
      where uc.user_id = ${userId}
    union all
    select p.thumbnail_key from user_card_photos p join user_cards uc on uc.user_card_id = p.user_card_id
      where uc.user_id = ${userId}
    union all
    select unnest(storage_keys) from data_exports where user_id = ${userId}
    union all
    select storage_key from collection_imports where user_id = ${userId} and storage_key is not null`);
  return result.rows.map((row) => row.key);
}

export async function accountHolder(db: Executor, userId: number) {
  const result = await db.execute<{
    username: string;
    password_hash: string | null;
    role: string;
    avatar_url: string | null;
    superadmins: number;
  }>(sql`
    select username, password_hash, role, avatar_url,
      (select count(*)::int from users where role = 'superadmin' and is_active) as superadmins
    from users where user_id = ${userId}`);
  return result.rows[0] ?? null;
}
