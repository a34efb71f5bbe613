import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES, EMAIL_PATTERN } from '../auth/auth.messages';
import { pageSchema, textSchema } from '../api/input';
import { ROLES } from '../rules/roles';

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USER_SORTS = [
  'user_id',
  'username',
  'name',
  'email',
  'role',
  'card_count',
  'login_attempts',
  'created',
  'last_login',
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** The welcome mail's set-a-password link stays good this long (a reset link: 1 hour). */
export const WELCOME_LINK_HOURS = 72;

export const ADMIN_USER_MESSAGES = {
  created: 'User created successfully. Welcome email sent.',
  updated: 'User updated successfully',
  resetSent: 'Password reset email sent.',
  loadFailed: 'Failed to load users',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  mailNotConfigured: 'Email service is not configured. Password reset emails cannot be sent at this time.',
  notFound: 'User not found',
  emailTaken: 'An account with this email already exists',
  ownRole: 'You cannot change your own role',
  ownDeactivation: 'You cannot deactivate your own account',
  superadminOnly: 'Only a superadmin can grant, remove or edit the superadmin role',
  lastSuperadmin: 'The last superadmin cannot be demoted or deactivated',
} as const;

export const roleSchema = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(AUTH_LIMITS.email, `Email is too long (at most ${AUTH_LIMITS.email} characters)`)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

const nameSchema = textSchema('Name', AUTH_LIMITS.name * 2)
  .nullish()
  .transform((name) => name || null);

export const adminUserSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  is_muted: z.boolean(),
  card_count: z.number().int(),
  login_attempts: z.number().int(),
  created: z.string(),
  last_login: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  search: textSchema('Search', 100).optional(),
  sort: z
    .enum(ADMIN_USER_SORTS, { error: `Sort must be one of ${ADMIN_USER_SORTS.join(', ')}` })
    .default('created'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
  page: pageSchema.default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 100' })
    .int('Limit must be a whole number from 1 to 100')
    .min(1, 'Limit must be a whole number from 1 to 100')
    .max(100, 'Limit must be a whole number from 1 to 100')
    .default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const createAdminUserBodySchema = z.object({
  email: emailSchema,
  name: nameSchema,
  role: roleSchema.default('user'),
});
export type CreateAdminUserBody = z.input<typeof createAdminUserBodySchema>;

export const updateAdminUserBodySchema = z.object({
  email: emailSchema,
  name: nameSchema,
  role: roleSchema,
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  is_verified: z.boolean({ error: 'is_verified must be true or false' }),
});
export type UpdateAdminUserBody = z.input<typeof updateAdminUserBodySchema>;

export const adminUserWriteResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: adminUserSchema,
});

/** The Active / Unverified / Inactive badge of the users table (spec 3 §2 Users). */
export function accountBadge(user: Pick<AdminUser, 'is_active' | 'is_verified'>) {
  if (!user.is_active) return 'Inactive';
  return user.is_verified ? 'Active' : 'Unverified';
}
