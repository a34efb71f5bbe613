import { sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserSort, Role } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { users } from '@/db/schema';
import { containsPattern } from '@/lib/like-pattern';

type AdminUserRow = Omit<AdminUser, 'created' | 'last_login'> & { created: Date; last_login: Date | null };

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  ...row,
  created: new Date(row.created).toISOString(),
  last_login: row.last_login ? new Date(row.last_login).toISOString() : null,
});

/**
 * card_count and login_attempts are counted per user of the page (user_cards_user_id_card_id_index); only a
 * sort by them counts every user's, which an admin asks for rarely.
 */
const USER_SELECT = sql`
  select u.user_id, u.username, u.name, u.first_name, u.last_name, u.email, u.role, u.is_active, u.is_verified,
    u.is_muted, u.created, u.last_login,
    (select count(*)::int from user_cards uc where uc.user_id = u.user_id) as card_count,
    (select coalesce(sum(f.attempts), 0)::int from login_failures f where f.user_id = u.user_id) as login_attempts
  from users u`;

const SORT_COLUMNS: Record<AdminUserSort, SQL> = {
  user_id: sql`user_id`,
  username: sql`lower(username)`,
  name: sql`lower(coalesce(name, concat_ws(' ', first_name, last_name)))`,
  email: sql`email`,
  role: sql`array_position(array['user','data_admin','admin','superadmin'], role)`,
  card_count: sql`card_count`,
  login_attempts: sql`login_attempts`,
  created: sql`created`,
  last_login: sql`last_login`,
};

function searchWhere(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const pattern = containsPattern(search);
  return sql`(u.username ilike ${pattern} or u.email ilike ${pattern} or u.name ilike ${pattern}
    or concat_ws(' ', u.first_name, u.last_name) ilike ${pattern})`;
}

export async function listUsers(
  db: Executor,
  options: { search?: string; sort: AdminUserSort; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<AdminUser[]> {
  const direction = options.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const result = await db.execute<AdminUserRow>(sql`
    select * from (${USER_SELECT} where ${searchWhere(options.search)}) listed
    order by ${SORT_COLUMNS[options.sort]} ${direction}, user_id ${options.order === 'asc' ? sql`asc` : sql`desc`}
    limit ${options.limit} offset ${options.offset}`);
  return result.rows.map(toAdminUser);
}

export async function countUsers(db: Executor, search: string | undefined): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users u where ${searchWhere(search)}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** forUpdate: locks the row for the edit's transaction. */
export async function findAdminUser(db: Executor, userId: number, forUpdate = false) {
  const result = await db.execute<AdminUserRow>(
    sql`${USER_SELECT} where u.user_id = ${userId} ${forUpdate ? sql`for update of u` : sql``}`,
  );
  const row = result.rows[0];
  return row ? toAdminUser(row) : undefined;
}

export async function emailInUse(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from users where lower(email) = lower(${email}) and user_id <> ${exceptUserId ?? 0}`,
  );
  return (result.rowCount ?? 0) > 0;
}

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from users where lower(username) = lower(${username})`);
  return (result.rowCount ?? 0) > 0;
}

/** Active superadmins other than this user, locked so two demotions cannot both pass the check. */
export async function otherActiveSuperadmins(db: Executor, userId: number): Promise<number> {
  const result = await db.execute<SqlColumns<typeof users, 'user_id'>>(sql`
    select user_id from users where role = 'superadmin' and is_active and user_id <> ${userId} for update`);
  return result.rows.length;
}

export async function insertStaffCreatedUser(
  db: Executor,
  values: { username: string; email: string; name: string | null; role: Role },
): Promise<number> {
  const result = await db.execute<SqlColumns<typeof users, 'user_id'>>(sql`
    insert into users (username, email, name, role, is_active, is_verified)
    values (${values.username}, ${values.email}, ${values.name}, ${values.role}, true, false)
    returning user_id`);
  return result.rows[0]!.user_id;
}

export async function updateUserAccount(
  db: Executor,
  userId: number,
  values: { email: string; name: string | null; role: Role; isActive: boolean; isVerified: boolean },
): Promise<void> {
  await db.execute(sql`
    update users set email = ${values.email}, name = ${values.name}, role = ${values.role},
      is_active = ${values.isActive}, is_verified = ${values.isVerified}
    where user_id = ${userId}`);
}
