import type { ApiKeyScope, Role } from '@cardbinder/shared';

/** The signed-in caller of a request, as the auth plugin attaches it (request.user). */
export interface SessionUser {
  userId: number;
  role: Role;
  sessionId: string;
  /** set when the caller came with an API key rather than a session: what the key may do */
  apiKey?: { id: number; scopes: ApiKeyScope[]; ratePerMinute: number };
}

/** Finds the live session a bearer token names; null when the token or its session is not (any longer) valid. */
export type ResolveSession = (token: string) => Promise<SessionUser | null>;

/** Counts one request against a fixed window shared by every server: the count so far and the ms left. */
export type CountRequest = (key: string, windowMs: number) => Promise<{ hits: number; ttl: number }>;

/** How the auth plugin tells callers apart; the modules' lookups come in from server.ts. */
export interface CallerLookups {
  resolveSession: ResolveSession;
  /** null for a token that is not an API key's (the session lookup takes it) */
  resolveApiKey: (token: string) => Promise<SessionUser | null> | null;
  countRequest: CountRequest;
}
