import {
  ADMIN_USER_MESSAGES as M,
  hasRole,
  isValidUsername,
  type AdminUser,
  type AdminUserSort,
  type Role,
} from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { AppError, conflict, forbidden, notFound } from '@/lib/errors';
import { recordAudit } from '@/modules/audit';
import { revokeUserSessions, type AuthService, type SessionUser } from '@/modules/auth';
import type { MailService } from '@/modules/mail';
import * as q from './admin-users.queries';

export interface AdminUsersDeps {
  db: Db;
  auth: Pick<AuthService, 'mailAccountLink'>;
  mail: Pick<MailService, 'configured'>;
}

/** What the trail keeps of an account before and after an edit. */
const auditedFields = (user: AdminUser) => ({
  email: user.email,
  name: user.name,
  role: user.role,
  is_active: user.is_active,
  is_verified: user.is_verified,
});

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** A free username from the address's local part: letters, digits, '.', '_' and '-', 3 to 30 characters. */
async function usernameFor(db: Executor, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 24)
    .padEnd(3, '0');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${attempt + 1}`;
    if (isValidUsername(candidate) && !(await q.usernameTaken(db, candidate))) return candidate;
  }
  return `${base}${Date.now().toString(36)}`.slice(0, 30);
}

/**
 * The users screen (admin and superadmin). Beyond the spec: nobody changes their own role or deactivates
 * themselves, only a superadmin grants, removes or edits the superadmin role, and the last active superadmin
 * stays one (docs/decisions.md).
 */
export function createAdminUsersService({ db, auth, mail }: AdminUsersDeps) {
  function checkSuperadminRule(actor: SessionUser, roles: Role[]) {
    if (!hasRole(actor.role, 'superadmin') && roles.includes('superadmin')) throw forbidden(M.superadminOnly);
  }

  return {
    async list(query: {
      search?: string;
      sort: AdminUserSort;
      order: 'asc' | 'desc';
      page: number;
      limit: number;
    }) {
      const search = query.search || undefined;
      const [users, total] = await Promise.all([
        q.listUsers(db, { ...query, search, offset: (query.page - 1) * query.limit }),
        q.countUsers(db, search),
      ]);
      return {
        users,
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },

    async create(actor: SessionUser, body: { email: string; name: string | null; role: Role }) {
      checkSuperadminRule(actor, [body.role]);
      const userId = await db
        .transaction(async (tx) => {
          if (await q.emailInUse(tx, body.email)) throw conflict(M.emailTaken);
          const username = await usernameFor(tx, body.email);
          const id = await q.insertStaffCreatedUser(tx, { ...body, username });
          await recordAudit(tx, {
            actorId: actor.userId,
            action: 'user.create',
            targetType: 'user',
            targetId: id,
            summary: username,
            after: { email: body.email, name: body.name, role: body.role, username },
          });
          return id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(M.emailTaken);
          throw error;
        });
      await auth.mailAccountLink(userId, 'welcome');
      return { success: true, message: M.created, user: (await q.findAdminUser(db, userId))! };
    },

    async update(
      actor: SessionUser,
      userId: number,
      body: { email: string; name: string | null; role: Role; is_active: boolean; is_verified: boolean },
    ) {
      await db
        .transaction(async (tx) => {
          const before = await q.findAdminUser(tx, userId, true);
          if (!before) throw notFound(M.notFound);
          if (userId === actor.userId && body.role !== before.role) throw forbidden(M.ownRole);
          if (userId === actor.userId && !body.is_active) throw forbidden(M.ownDeactivation);
          checkSuperadminRule(actor, [before.role, body.role]);
          const stopsBeingSuperadmin =
            before.role === 'superadmin' && (body.role !== 'superadmin' || !body.is_active);
          if (stopsBeingSuperadmin && (await q.otherActiveSuperadmins(tx, userId)) === 0)
            throw conflict(M.lastSuperadmin);
          if (await q.emailInUse(tx, body.email, userId)) throw conflict(M.emailTaken);

          await q.updateUserAccount(tx, userId, {
            email: body.email,
            name: body.name,
            role: body.role,
            isActive: body.is_active,
            isVerified: body.is_verified,
          });
          // a deactivated account is signed out everywhere at once, as is one whose role drops
          const demoted = body.role !== before.role && !hasRole(body.role, before.role);
          if (!body.is_active || demoted) await revokeUserSessions(tx, userId);
          const after = { ...auditedFields(before), ...body };
          await recordAudit(tx, {
            actorId: actor.userId,
            action: 'user.update',
            targetType: 'user',
            targetId: userId,
            summary: before.username,
            before: auditedFields(before),
            after: auditedFields({ ...before, ...after }),
          });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(M.emailTaken);
          throw error;
        });
      return { success: true, message: M.updated, user: (await q.findAdminUser(db, userId))! };
    },

    async resetPassword(actor: SessionUser, userId: number) {
      const user = await q.findAdminUser(db, userId);
      if (!user) throw notFound(M.notFound);
      if (!mail.configured) throw new AppError(503, M.mailNotConfigured, 'Service Unavailable');
      await auth.mailAccountLink(userId, 'reset');
      await recordAudit(db, {
        actorId: actor.userId,
        action: 'user.reset_password',
        targetType: 'user',
        targetId: userId,
        summary: user.username,
      });
      return { success: true, message: M.resetSent };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
