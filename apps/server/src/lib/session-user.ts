import type { Role } from '@cardbinder/shared';

/** The signed-in caller of a request, as the auth plugin attaches it (request.user). */
export interface SessionUser {
  userId: number;
  role: Role;
  sessionId: string;
}

/** Finds the live session a bearer token names; null when the token or its session is not (any longer) valid. */
export type ResolveSession = (token: string) => Promise<SessionUser | null>;
