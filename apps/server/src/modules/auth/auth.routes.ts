import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailBodySchema,
  errorBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  textSchema,
  tokenBodySchema,
  usernameAvailabilitySchema,
  userSchema,
  verifyEmailResponseSchema,
} from '@cardbinder/shared';
import { clientKey } from '@/lib/client-address';
import { currentUser, requireAuth } from '@/plugins/auth';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.ctx.services;
  const strict = { rateLimit: { max: app.ctx.config.loginRateLimit, timeWindow: '1 minute' } };
  const tags = ['auth'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };

  app.post(
    '/login',
    {
      config: strict,
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema, ...errors } },
    },
    (request) =>
      auth.login(request.body.email, request.body.password, {
        client: clientKey(request.ip),
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    '/register',
    { config: strict, schema: { tags, body: registerBodySchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  app.post('/logout', { onRequest: requireAuth(), schema: { tags } }, async (request) => {
    await auth.logout(currentUser(request).sessionId);
    return { success: true, message: 'Logged out successfully' };
  });

  app.get(
    '/profile',
    { onRequest: requireAuth(), schema: { tags, response: { 200: z.object({ user: userSchema }) } } },
    (request) => auth.profile(currentUser(request).userId),
  );

  app.get(
    '/check-username/:username',
    {
      schema: {
        tags,
        params: z.object({ username: textSchema('Username', 100) }),
        response: { 200: usernameAvailabilitySchema, 400: errorBodySchema },
      },
    },
    (request) => auth.checkUsername(request.params.username),
  );

  app.post(
    '/verify-email',
    { config: strict, schema: { tags, body: tokenBodySchema, response: { 200: verifyEmailResponseSchema } } },
    (request) => auth.verifyEmail(request.body.token, request.headers['user-agent']),
  );

  app.post(
    '/resend-verification',
    { config: strict, schema: { tags, body: emailBodySchema, response: { 200: messageResponseSchema } } },
    (request) => auth.resendVerification(request.body.email),
  );

  app.post(
    '/forgot-password',
    { config: strict, schema: { tags, body: emailBodySchema, response: { 200: messageResponseSchema } } },
    (request) => auth.forgotPassword(request.body.email),
  );

  app.post(
    '/reset-password',
    {
      config: strict,
      schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    (request) => auth.resetPassword(request.body.token, request.body.password),
  );
};
