import { authKeys } from '@/lib/query-keys';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, type User } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { clearPrivateCaches } from '@/lib/offline-cache';
import { clearToken, readToken, writeToken } from '@/lib/token-storage';
import { sessionApi } from '../api/session-api';
import { AuthContext, type AuthContextValue } from '../hooks/auth-context';

export const profileQueryKey = authKeys.session;

/**
 * Session state per spec §4: a stored token is checked against the profile call on start; a failed
 * check signs the user out. Sign-in stores token and user; sign-out clears them and tells the server.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(readToken);

  const profile = useQuery({
    queryKey: profileQueryKey(token),
    queryFn: () => sessionApi.profile(token ?? undefined),
    enabled: token !== null,
    // a refusal is final; a missing connection is asked again when it returns (queries wait while offline)
    retry: (_count, error) => !isApiError(error),
    staleTime: Infinity,
  });

  // only the server's refusal ends the session: without a connection (a card show's hall) the token is kept, and
  // the check waits for the connection instead
  const failed = profile.isError && isApiError(profile.error);
  useEffect(() => {
    if (!failed) return;
    clearToken();
    setToken(null);
    void clearPrivateCaches();
  }, [failed]);

  const signIn = useCallback(
    (nextToken: string, user: User) => {
      writeToken(nextToken);
      queryClient.setQueryData(profileQueryKey(nextToken), user);
      setToken(nextToken);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    const ending = token;
    clearToken();
    setToken(null);
    // everything cached may be personal; drop it with the session, the service worker's copies too
    queryClient.clear();
    void clearPrivateCaches();
    toast.success(AUTH_MESSAGES.loggedOut);
    if (ending) sessionApi.logout(ending).catch(() => undefined);
  }, [queryClient, token]);

  const value = useMemo<AuthContextValue>(() => {
    if (token === null) return { status: 'unauthenticated', user: null, signIn, signOut };
    if (profile.data) return { status: 'authenticated', user: profile.data, signIn, signOut };
    return { status: failed ? 'unauthenticated' : 'loading', user: null, signIn, signOut };
  }, [token, profile.data, failed, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
