import type { EventWriter } from '@/events';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  isValidUsername,
  USERNAME_PATTERN,
  USERNAME_RULE_MESSAGE,
  type User,
  WELCOME_LINK_HOURS,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { AppError, badRequest, conflict, unauthorized } from '@/lib/errors';
import { randomToken, sha256 } from '@/lib/hash';
import type { MailService } from '@/modules/mail';
import { resetMail, verificationMail, welcomeMail } from './auth.mail';
import * as q from './auth.queries';
import { dummyHashPromise, hashPassword, verifyPassword } from './passwords';
import { endSession, issueSession, type SessionSettings } from './sessions';

const LOGIN_MAX_ATTEMPTS = 5;
const LOGIN_LOCK_MINUTES = 15;
const VERIFY_TOKEN_HOURS = 24;
const RESET_TOKEN_HOURS = 1;

export interface AuthDeps {
  db: Db;
  events: EventWriter;
  mail: MailService;
  session: SessionSettings;
  appUrl: string;
  /** verification or reset mails of one kind an address may get per hour */
  mailPerAddressPerHour: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Who is signing in: the client key (see clientKey) and the browser's user agent. */
export interface LoginClient {
  client: string;
  userAgent?: string;
}

export function toUser(row: q.UserRow): User {
  const name = row.name ?? [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.userId,
    user_id: row.userId,
    username: row.username,
    name: name || row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    avatar_url: row.avatarUrl,
    is_verified: row.isVerified,
  };
}

export function createAuthService(deps: AuthDeps) {
  const { db } = deps;

  /** welcome: the set-a-password link of an account staff created (a reset token that lives longer) */
  async function sendToken(user: q.UserRow, purpose: q.TokenPurpose, welcome = false): Promise<void> {
    const token = randomToken();
    const hours = welcome
      ? WELCOME_LINK_HOURS
      : purpose === 'verify_email'
        ? VERIFY_TOKEN_HOURS
        : RESET_TOKEN_HOURS;
    const allowed = await q.insertEmailTokenWithinLimit(
      db,
      {
        userId: user.userId,
        purpose,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + hours * 3_600_000),
      },
      deps.mailPerAddressPerHour,
    );
    // the answer stays the same, so the limit tells nobody whether the address has an account
    if (!allowed) {
      deps.log.warn({ userId: user.userId, purpose }, 'mail limit for this address reached');
      return;
    }
    const path = purpose === 'verify_email' ? 'verify-email' : 'reset-password';
    const link = `${deps.appUrl}/${path}?token=${token}`;
    const build = welcome ? welcomeMail : purpose === 'verify_email' ? verificationMail : resetMail;
    await deps.mail.send(build(user.email, user.firstName, link));
  }

  return {
    async register(body: {
      name?: string;
      firstName: string;
      lastName: string;
      username: string;
      email: string;
      password: string;
    }) {
      if (await q.findUserByUsername(db, body.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
      if (await q.findUserByEmail(db, body.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const user = await q
        .insertUser(db, {
          username: body.username,
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          name: body.name?.trim() || `${body.firstName} ${body.lastName}`,
          passwordHash: await hashPassword(body.password),
        })
        .catch((error: unknown) => {
          // two sign-ups racing for the same name or address: the unique index decides
          if ((error as { code?: string }).code === '23505') throw conflict(AUTH_MESSAGES.usernameTaken);
          throw error;
        });
      await sendToken(user, 'verify_email');
      return { success: true, message: AUTH_MESSAGES.registered };
    },

    async login(email: string, password: string, { client, userAgent }: LoginClient) {
      const user = await q.findUserByEmail(db, email);
      if (!user) {
        await verifyPassword(password, await dummyHashPromise);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      if (await q.findLoginLock(db, user.userId, client)) throw new AppError(423, AUTH_MESSAGES.locked);
      if (!(await verifyPassword(password, user.passwordHash))) {
        await q.recordFailedLogin(db, {
          userId: user.userId,
          client,
          maxAttempts: LOGIN_MAX_ATTEMPTS,
          windowMinutes: LOGIN_LOCK_MINUTES,
        });
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      if (!user.isActive) throw new AppError(403, AUTH_MESSAGES.inactive);
      if (!user.isVerified) throw new AppError(403, AUTH_MESSAGES.notVerified);
      await q.recordSuccessfulLogin(db, user.userId, client);
      const newBrowser = await q.isNewBrowser(db, user.userId, userAgent ?? null);
      const token = await issueSession(db, deps.session, user.userId, userAgent);
      // a new browser is told to the user (notifications' subscriber)
      await deps.events.write(db, (tx, record) =>
        record('auth.signedIn', { userId: user.userId, newBrowser, userAgent: userAgent ?? null }),
      );
      return { token, user: toUser(user) };
    },

    logout: (sessionId: string) => endSession(db, sessionId),

    async profile(userId: number) {
      const user = await q.findUserById(db, userId);
      if (!user) throw unauthorized();
      return { user: toUser(user) };
    },

    async checkUsername(username: string) {
      if (!USERNAME_PATTERN.test(username)) throw badRequest(USERNAME_RULE_MESSAGE);
      if (!isValidUsername(username)) return { available: false, username };
      return { available: !(await q.findUserByUsername(db, username)), username };
    },

    async verifyEmail(token: string, userAgent?: string) {
      const tokenHash = sha256(token);
      const consumed = await q.consumeEmailToken(db, 'verify_email', tokenHash);
      if (!consumed) {
        const known = await q.findEmailToken(db, 'verify_email', tokenHash);
        const owner = known && (await q.findUserById(db, known.userId));
        if (owner?.isVerified) throw conflict(AUTH_MESSAGES.alreadyVerified);
        throw badRequest(AUTH_MESSAGES.invalidVerifyToken);
      }
      await q.updateUser(db, consumed.userId, { isVerified: true });
      const user = (await q.findUserById(db, consumed.userId))!;
      if (!user.isActive) return { success: true, message: AUTH_MESSAGES.verified };
      const session = await issueSession(db, deps.session, user.userId, userAgent);
      return { success: true, message: AUTH_MESSAGES.verified, token: session, user: toUser(user) };
    },

    /** Answers the same whether or not the address exists, so it cannot be used to probe for accounts. */
    async resendVerification(email: string) {
      const user = await q.findUserByEmail(db, email);
      if (user && !user.isVerified && user.isActive) await sendToken(user, 'verify_email');
      return { success: true, message: AUTH_MESSAGES.verificationSent };
    },

    async forgotPassword(email: string) {
      const user = await q.findUserByEmail(db, email);
      if (user?.isActive) await sendToken(user, 'reset_password');
      return { success: true, message: AUTH_MESSAGES.resetRequested };
    },

    /** Staff actions (admin users screen): the account's welcome or reset mail, whatever its state. */
    async mailAccountLink(userId: number, kind: 'welcome' | 'reset'): Promise<void> {
      const user = await q.findUserById(db, userId);
      if (user) await sendToken(user, 'reset_password', kind === 'welcome');
    },

    async resetPassword(token: string, password: string) {
      const consumed = await q.consumeEmailToken(db, 'reset_password', sha256(token));
      if (!consumed) throw badRequest(AUTH_MESSAGES.invalidResetToken);
      // the mail proved the address, so a reset also verifies it and lifts a lock
      await q.updateUser(db, consumed.userId, {
        passwordHash: await hashPassword(password),
        loginAttempts: 0,
        lockedUntil: null,
        isVerified: true,
      });
      await q.clearLoginFailures(db, consumed.userId);
      await q.revokeUserSessions(db, consumed.userId);
      return { success: true, message: AUTH_MESSAGES.resetDone };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
