import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import { textArray } from '@/db/sql';
import type { apiKeys } from '@/db/schema';

export type ApiKeyRow = SqlColumns<
  typeof apiKeys,
  | 'api_key_id'
  | 'name'
  | 'prefix'
  | 'scopes'
  | 'rate_limit_per_minute'
  | 'created_at'
  | 'last_used_at'
  | 'revoked_at'
>;

const keyColumns = sql`api_key_id, name, prefix, scopes, rate_limit_per_minute, created_at, last_used_at, revoked_at`;

/** The user's keys, live ones first, newest first. */
export async function listApiKeys(db: Executor, userId: number, apiKeyId?: number): Promise<ApiKeyRow[]> {
  const result = await db.execute<ApiKeyRow>(sql`
    select ${keyColumns} from api_keys
    where user_id = ${userId} ${apiKeyId === undefined ? sql`` : sql`and api_key_id = ${apiKeyId}`}
    order by revoked_at is not null, created_at desc, api_key_id desc`);
  return result.rows;
}

export async function countLiveApiKeys(db: Executor, userId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from api_keys where user_id = ${userId} and revoked_at is null`,
  );
  return result.rows[0]!.n;
}

export async function insertApiKey(
  db: Executor,
  key: {
    userId: number;
    name: string;
    prefix: string;
    keyHash: string;
    scopes: string[];
    rateLimitPerMinute: number;
  },
): Promise<number> {
  const result = await db.execute<{ api_key_id: number }>(sql`
    insert into api_keys (user_id, name, prefix, key_hash, scopes, rate_limit_per_minute)
    values (${key.userId}, ${key.name}, ${key.prefix}, ${key.keyHash},
            ${textArray(key.scopes)}, ${key.rateLimitPerMinute})
    returning api_key_id`);
  return result.rows[0]!.api_key_id;
}

export async function revokeApiKey(db: Executor, userId: number, apiKeyId: number): Promise<boolean> {
  const result = await db.execute(sql`
    update api_keys set revoked_at = coalesce(revoked_at, now())
    where user_id = ${userId} and api_key_id = ${apiKeyId}
    returning api_key_id`);
  return result.rows.length > 0;
}

export type KeyHolder = {
  api_key_id: number;
  user_id: number;
  role: 'user' | 'data_admin' | 'admin' | 'superadmin';
  scopes: string[];
  rate_limit_per_minute: number;
};

/**
 * The live key with this hash and its active holder, read from the database on every request (a revoked key
 * fails at once on every server). Its last-used time moves at most once a minute, so a busy key does not
 * rewrite its row on every call.
 */
export async function findKeyHolder(db: Executor, keyHash: string): Promise<KeyHolder | null> {
  const result = await db.execute<KeyHolder>(sql`
    with holder as (
      select k.api_key_id, k.user_id, u.role, k.scopes, k.rate_limit_per_minute, k.last_used_at
      from api_keys k join users u on u.user_id = k.user_id
      where k.key_hash = ${keyHash} and k.revoked_at is null and u.is_active
    ), touched as (
      update api_keys set last_used_at = now()
      where api_key_id = (select api_key_id from holder)
        and (last_used_at is null or last_used_at < now() - interval '1 minute')
    )
    select api_key_id, user_id, role, scopes, rate_limit_per_minute from holder`);
  return result.rows[0] ?? null;
}
