import { createContext, useContext } from 'react';
import type { User } from '@cardbinder/shared';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** stores the token and user of a successful sign-in (or verification) */
  signIn: (token: string, user: User) => void;
  /** ends the session locally at once; the server call is best effort */
  signOut: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
