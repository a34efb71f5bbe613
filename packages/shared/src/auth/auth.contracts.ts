/** /api/auth…: sign in and out, sign up, email verification and password reset. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { textSchema } from '../api/input';
import { authProfileRoute, logoutRoute } from './auth.routes';
import {
  emailBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenBodySchema,
  usernameAvailabilitySchema,
  userSchema,
  verifyEmailResponseSchema,
} from './auth';

export const loginContract = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  body: loginBodySchema,
  response: loginResponseSchema,
  errors: errorResponses(400, 401),
});

export const registerContract = defineEndpoint({
  method: 'POST',
  path: '/api/auth/register',
  access: 'public',
  body: registerBodySchema,
  status: 201,
  response: messageResponseSchema,
});

export const logoutContract = defineEndpoint({
  ...logoutRoute,
  access: 'user',
  response: messageResponseSchema,
});

export const authProfileContract = defineEndpoint({
  ...authProfileRoute,
  access: 'user',
  response: z.object({ user: userSchema }),
});

export const usernameAvailabilityContract = defineEndpoint({
  method: 'GET',
  path: '/api/auth/check-username/:username',
  access: 'public',
  params: z.object({ username: textSchema('Username', 100) }),
  response: usernameAvailabilitySchema,
  errors: errorResponses(400),
});

export const verifyEmailContract = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  access: 'public',
  body: tokenBodySchema,
  response: verifyEmailResponseSchema,
});

export const resendVerificationContract = defineEndpoint({
  method: 'POST',
  path: '/api/auth/resend-verification',
  access: 'public',
  body: emailBodySchema,
  response: messageResponseSchema,
});

export const forgotPasswordContract = defineEndpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  body: emailBodySchema,
  response: messageResponseSchema,
});

export const resetPasswordContract = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  body: resetPasswordBodySchema,
  response: messageResponseSchema,
});
