import { z } from 'zod';
import { messageResponseSchema, usernameAvailabilitySchema } from '../auth/auth';
import { defineEndpoint } from '../api/contract';
import { fileResponseSchema } from '../api/errors';
import {
  changePasswordProblem,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  usernameProblem,
  websiteProblem,
} from './profile-rules';

/** The signed-in user's own profile (GET /api/profile): the public fields plus the email. */
export const ownProfileSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  is_public_profile: z.boolean(),
  joined_date: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const getOwnProfileContract = defineEndpoint({
  method: 'GET',
  path: '/api/profile',
  access: 'user',
  summary: "The caller's own profile, with the email",
  response: z.object({ success: z.literal(true), profile: ownProfileSchema }),
});

/** Empty text clears a field (stored as null); text is trimmed. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const updateProfileBodySchema = z.object({
  bio: optionalText(PROFILE_LIMITS.bio, PROFILE_MESSAGES.bioLong),
  website: optionalText(PROFILE_LIMITS.website, PROFILE_MESSAGES.websiteLong).refine(
    (value) => value === null || value === undefined || websiteProblem(value) === null,
    PROFILE_MESSAGES.websiteInvalid,
  ),
  location: optionalText(PROFILE_LIMITS.location, PROFILE_MESSAGES.locationLong),
  is_public_profile: z.boolean().optional(),
});

export const updateProfileContract = defineEndpoint({
  method: 'PUT',
  path: '/api/profile/update',
  access: 'user',
  body: updateProfileBodySchema,
  response: messageResponseSchema.extend({ profile: ownProfileSchema }),
});

const usernameValue = z
  .string({ error: PROFILE_MESSAGES.usernameShort })
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const updateUsernameContract = defineEndpoint({
  method: 'PUT',
  path: '/api/profile/update-username',
  access: 'user',
  body: z.object({ username: usernameValue }),
  response: messageResponseSchema.extend({ username: z.string() }),
});

export const checkUsernameContract = defineEndpoint({
  method: 'GET',
  path: '/api/profile/check-username/:name',
  access: 'user',
  summary: 'Whether a username is free (the caller’s own counts as not available)',
  params: z.object({ name: z.string().max(100) }),
  response: usernameAvailabilitySchema,
});

/** Multipart, field `picture` (JPEG, PNG or WebP by its bytes, under 2 MB). */
export const uploadPictureContract = defineEndpoint({
  method: 'POST',
  path: '/api/profile/picture',
  access: 'user',
  summary: 'Upload a profile picture (multipart field picture)',
  response: messageResponseSchema.extend({ avatar_url: z.string() }),
});

export const deletePictureContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/profile/picture',
  access: 'user',
  response: messageResponseSchema,
});

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().max(200).default(''),
    newPassword: z.string().max(200).default(''),
  })
  .superRefine((body, ctx) => {
    const problem = changePasswordProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const changePasswordContract = defineEndpoint({
  method: 'PUT',
  path: '/api/profile/change-password',
  access: 'user',
  summary: 'Change the password; every other session of the account is signed out',
  body: changePasswordBodySchema,
  response: messageResponseSchema,
});

/** An avatar's file name: a UUID and .webp (served at /api/avatars/{userId}/{file}). */
export const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Avatars show beside comments to anyone, so they need no token; only the user's current file is served. */
export const avatarFileContract = defineEndpoint({
  method: 'GET',
  path: '/api/avatars/:userId/:file',
  access: 'public',
  hidden: true,
  params: z.object({
    userId: z.coerce.number().int().positive().max(2147483647),
    file: z.string().regex(AVATAR_FILE),
  }),
  produces: ['image/webp'],
  response: fileResponseSchema,
});
