import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@cardbinder/shared';
import type { Executor } from '@/db/client';

export interface AuditRecord {
  /** the staff member acting (a session's user id) */
  actorId: number;
  action: string;
  targetType: string;
  targetId?: number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  action?: string;
  actorId?: number;
  targetType?: string;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends one entry; the actor's username is copied so the entry still names them if the account goes. */
export async function insertAuditEntry(db: Executor, record: AuditRecord): Promise<void> {
  await db.execute(sql`
    insert into audit_log (actor_id, actor_name, action, target_type, target_id, summary, before, after)
    select ${record.actorId}, coalesce((select username from users where user_id = ${record.actorId}), 'unknown'),
      ${record.action}, ${record.targetType}, ${record.targetId ?? null}, ${record.summary},
      ${json(record.before)}::jsonb, ${json(record.after)}::jsonb`);
}

function whereOf(filter: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.action) parts.push(sql`action = ${filter.action}`);
  if (filter.actorId) parts.push(sql`actor_id = ${filter.actorId}`);
  if (filter.targetType) parts.push(sql`target_type = ${filter.targetType}`);
  return sql.join(parts, sql` and `);
}

type AuditRow = Omit<AuditEntry, 'created_at'> & { created_at: Date };

/** Newest first (audit_log_created_at_index and its action/actor siblings). */
export async function listAuditEntries(
  db: Executor,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<AuditEntry[]> {
  const result = await db.execute<AuditRow>(sql`
    select audit_id, actor_id, actor_name, action, target_type, target_id, summary, before, after, created_at
    from audit_log where ${whereOf(filter)}
    order by created_at desc, audit_id desc limit ${limit} offset ${offset}`);
  return result.rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

export async function countAuditEntries(db: Executor, filter: AuditFilter): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from audit_log where ${whereOf(filter)}`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * A deleted account leaves the trail without personal data: entries about it keep their action and time but
 * lose the username and the before/after records; its own staff actions keep what was done, not who by name.
 */
export async function forgetAccount(db: Executor, userId: number, username: string): Promise<void> {
  await db.execute(sql`
    update audit_log set summary = 'deleted account', before = null, after = null
    where target_type = 'user' and target_id = ${userId}`);
  await db.execute(sql`
    update audit_log set actor_name = 'deleted account' where actor_id is null and actor_name = ${username}`);
}
