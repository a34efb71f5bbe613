/** The users screen's calls (spec 3 §7 Users): admin and superadmin only. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import { messageResponseSchema } from '../auth/auth';
import {
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminUserWriteResponseSchema,
  createAdminUserBodySchema,
  updateAdminUserBodySchema,
} from './admin-users';

const userParams = z.object({ id: idSchema('user') });

export const adminUsersContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  query: adminUsersQuerySchema,
  response: adminUsersResponseSchema,
  errors: errorResponses(400, 401, 403),
});

/** Creates the account without a password and mails a link to set one. */
export const createAdminUserContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users',
  access: 'admin',
  body: createAdminUserBodySchema,
  status: 201,
  response: adminUserWriteResponseSchema,
  errors: errorResponses(400, 401, 403, 409),
});

/** Deactivating revokes every session of the user at once. */
export const updateAdminUserContract = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/users/:id',
  access: 'admin',
  params: userParams,
  body: updateAdminUserBodySchema,
  response: adminUserWriteResponseSchema,
  errors: errorResponses(400, 401, 403, 404, 409),
});

/** 503 when no mail transport is configured (SMTP_URL). */
export const resetAdminUserPasswordContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/reset-password',
  access: 'admin',
  params: userParams,
  response: messageResponseSchema,
  errors: errorResponses(401, 403, 404, 503),
});
