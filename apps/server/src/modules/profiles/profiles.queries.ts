import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { users } from '@/db/schema';

export type ProfileRow = SqlColumns<
  typeof users,
  | 'user_id'
  | 'username'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'avatar_url'
  | 'bio'
  | 'website'
  | 'location'
  | 'is_public_profile'
  | 'is_active'
  | 'created'
> & {
  display_name: string;
};

const PROFILE_SELECT = sql`
  select user_id, username, email, first_name, last_name, avatar_url, bio, website, location,
         is_public_profile, is_active, created,
         coalesce(nullif(name, ''), nullif(trim(concat_ws(' ', first_name, last_name)), ''), username) as display_name
  from users`;

export async function findProfileById(db: Executor, userId: number): Promise<ProfileRow | undefined> {
  return (await db.execute<ProfileRow>(sql`${PROFILE_SELECT} where user_id = ${userId}`)).rows[0];
}

/** By username, without case (users_username_lower_key). */
export async function findProfileByUsername(db: Executor, username: string): Promise<ProfileRow | undefined> {
  return (await db.execute<ProfileRow>(sql`${PROFILE_SELECT} where lower(username) = lower(${username})`))
    .rows[0];
}

export async function updateProfileFields(
  db: Executor,
  userId: number,
  values: {
    bio?: string | null;
    website?: string | null;
    location?: string | null;
    isPublicProfile?: boolean;
  },
): Promise<void> {
  const sets = [];
  if (values.bio !== undefined) sets.push(sql`bio = ${values.bio}`);
  if (values.website !== undefined) sets.push(sql`website = ${values.website}`);
  if (values.location !== undefined) sets.push(sql`location = ${values.location}`);
  if (values.isPublicProfile !== undefined) sets.push(sql`is_public_profile = ${values.isPublicProfile}`);
  if (sets.length === 0) return;
  await db.execute(sql`update users set ${sql.join(sets, sql`, `)} where user_id = ${userId}`);
}

/** False when another account holds the name (the unique index on lower(username) decides races). */
export async function updateUsername(db: Executor, userId: number, username: string): Promise<boolean> {
  try {
    await db.execute(sql`update users set username = ${username} where user_id = ${userId}`);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from users where lower(username) = lower(${username})`);
  return (result.rowCount ?? 0) > 0;
}

/** Sets the avatar address and answers the one it replaced. */
export async function swapAvatarUrl(db: Executor, userId: number, avatarUrl: string | null) {
  const result = await db.execute<{ old: string | null }>(sql`
    with previous as (select avatar_url from users where user_id = ${userId} for update)
    update users set avatar_url = ${avatarUrl} where user_id = ${userId}
    returning (select avatar_url from previous) as old`);
  return result.rows[0]?.old ?? null;
}

export async function findAvatarOwner(db: Executor, userId: number, avatarUrl: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from users where user_id = ${userId} and avatar_url = ${avatarUrl}`,
  );
  return (result.rowCount ?? 0) > 0;
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | null> {
  const result = await db.execute<SqlColumns<typeof users, 'password_hash'>>(
    sql`select password_hash from users where user_id = ${userId}`,
  );
  return result.rows[0]?.password_hash ?? null;
}

export async function setPasswordHash(db: Executor, userId: number, hash: string): Promise<void> {
  await db.execute(sql`update users set password_hash = ${hash} where user_id = ${userId}`);
}
