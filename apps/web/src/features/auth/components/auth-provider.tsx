import { authKeys } from '@/lib/query-keys';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, type User } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
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
    retry: false,
    staleTime: Infinity,
  });

  const failed = profile.isError;
  useEffect(() => {
    if (!failed) return;
    clearToken();
    setToken(null);
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
    // everything cached may be personal; drop it with the session
    queryClient.clear();
    toast.success(AUTH_MESSAGES.loggedOut);
    if (ending) sessionApi.logout(ending).catch(() => undefined);
  }, [queryClient, token]);

  const value = useMemo<AuthContextValue>(() => {
    if (token === null) return { status: 'unauthenticated', user: null, signIn, signOut };
    if (profile.data) return { status: 'authenticated', user: profile.data, signIn, signOut };
    return { status: profile.isError ? 'unauthenticated' : 'loading', user: null, signIn, signOut };
  }, [token, profile.data, profile.isError, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
