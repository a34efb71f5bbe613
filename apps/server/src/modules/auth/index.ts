/** What other modules may use of the auth module. */
export { hashPassword, verifyPassword } from './passwords';
export { deleteAccount, revokeOtherSessions, revokeUserSessions } from './auth.queries';
export { toUser } from './auth.service';
export { authRoutes } from './auth.routes';
export { createAdmin } from './create-admin';
export { type SessionSettings, type SessionUser, resolveSession } from './sessions';
export { createAuthService, type AuthService } from './auth.service';
