import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authProfileContract,
  forgotPasswordContract,
  loginContract,
  logoutContract,
  registerContract,
  resendVerificationContract,
  resetPasswordContract,
  usernameAvailabilityContract,
  verifyEmailContract,
} from '@cardbinder/shared';
import { clientKey } from '@/lib/client-address';
import { registerEndpoint } from '@/plugins/endpoints';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.ctx.services;
  const strict = { rateLimit: { max: app.ctx.config.loginRateLimit, timeWindow: '1 minute' } };
  const tags = ['auth'];
  const limited = { tags, config: strict };

  registerEndpoint(
    app,
    loginContract,
    ({ body }, request) =>
      auth.login(body.email, body.password, {
        client: clientKey(request.ip),
        userAgent: request.headers['user-agent'],
      }),
    limited,
  );

  registerEndpoint(
    app,
    registerContract,
    async ({ body }, _request, reply) => reply.status(201).send(await auth.register(body)),
    limited,
  );

  registerEndpoint(
    app,
    logoutContract,
    async ({ user }) => {
      await auth.logout(user.sessionId);
      return { success: true, message: 'Logged out successfully' };
    },
    tags,
  );

  registerEndpoint(app, authProfileContract, ({ user }) => auth.profile(user.userId), tags);

  registerEndpoint(
    app,
    usernameAvailabilityContract,
    ({ params }) => auth.checkUsername(params.username),
    tags,
  );

  registerEndpoint(
    app,
    verifyEmailContract,
    ({ body }, request) => auth.verifyEmail(body.token, request.headers['user-agent']),
    limited,
  );

  registerEndpoint(
    app,
    resendVerificationContract,
    ({ body }) => auth.resendVerification(body.email),
    limited,
  );

  registerEndpoint(app, forgotPasswordContract, ({ body }) => auth.forgotPassword(body.email), limited);

  registerEndpoint(
    app,
    resetPasswordContract,
    ({ body }) => auth.resetPassword(body.token, body.password),
    limited,
  );
};
