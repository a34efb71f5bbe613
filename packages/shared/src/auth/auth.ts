import { z } from 'zod';
import { INPUT_MESSAGES, textSchema } from '../api/input';
import { passwordProblem, PASSWORD_MESSAGES } from '../rules/password';
import { ROLES } from '../rules/roles';
import { isValidUsername } from '../rules/username';
import { AUTH_LIMITS, AUTH_MESSAGES, EMAIL_PATTERN } from './auth.messages';

const tooLong = (label: string, max: number) => INPUT_MESSAGES.tooLong(label, max);

export const userSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  avatar_url: z.string().nullable(),
  is_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const loginBodySchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(AUTH_LIMITS.email, tooLong('Email', AUTH_LIMITS.email)),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(AUTH_LIMITS.password, tooLong('Password', AUTH_LIMITS.password)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });

export interface SignupFields {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The spec's sign-up checks in their order; the availability check (step 4) is the caller's. */
export function signupProblem(form: SignupFields, usernameAvailable = true): string | null {
  if (!form.firstName.trim()) return AUTH_MESSAGES.firstNameRequired;
  if (!form.lastName.trim()) return AUTH_MESSAGES.lastNameRequired;
  if (!form.username.trim()) return AUTH_MESSAGES.usernameRequired;
  if (!usernameAvailable || !isValidUsername(form.username.trim())) return AUTH_MESSAGES.usernameUnavailable;
  if (!form.email.trim()) return AUTH_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(form.email.trim())) return AUTH_MESSAGES.emailInvalid;
  const password = passwordProblem(form.password);
  if (password) return password;
  if (form.password !== form.confirmPassword) return PASSWORD_MESSAGES.mismatch;
  return null;
}

const text = (label: string, max: number) => z.string().max(max, tooLong(label, max)).optional().default('');

export const registerBodySchema = z
  .object({
    name: textSchema('Name', AUTH_LIMITS.name * 2).optional(),
    firstName: text('First name', AUTH_LIMITS.name),
    lastName: text('Last name', AUTH_LIMITS.name),
    username: text('Username', AUTH_LIMITS.name),
    email: text('Email', AUTH_LIMITS.email),
    password: text('Password', AUTH_LIMITS.password),
    confirmPassword: z
      .string()
      .max(AUTH_LIMITS.password, tooLong('Password', AUTH_LIMITS.password))
      .optional(),
  })
  .superRefine((body, ctx) => {
    const problem = signupProblem({ ...body, confirmPassword: body.confirmPassword ?? body.password });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((body) => ({
    ...body,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    username: body.username.trim(),
    email: body.email.trim().toLowerCase(),
  }));
export type RegisterBody = z.input<typeof registerBodySchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export const emailBodySchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(AUTH_LIMITS.email, tooLong('Email', AUTH_LIMITS.email))
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
    .transform((email) => email.toLowerCase()),
});

export const tokenBodySchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.invalidVerifyToken })
    .min(1, AUTH_MESSAGES.invalidVerifyToken)
    .max(AUTH_LIMITS.token, AUTH_MESSAGES.invalidVerifyToken),
});

export const resetPasswordBodySchema = z
  .object({
    token: z
      .string({ error: AUTH_MESSAGES.invalidResetToken })
      .min(1, AUTH_MESSAGES.invalidResetToken)
      .max(AUTH_LIMITS.token, AUTH_MESSAGES.invalidResetToken),
    password: z
      .string({ error: PASSWORD_MESSAGES.required })
      .max(AUTH_LIMITS.password, tooLong('Password', AUTH_LIMITS.password)),
  })
  .superRefine((body, ctx) => {
    const problem = passwordProblem(body.password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });

export const verifyEmailResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  token: z.string().optional(),
  user: userSchema.optional(),
});

export const usernameAvailabilitySchema = z.object({ available: z.boolean(), username: z.string() });
