/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { AuthContext, useAuth, type AuthContextValue, type AuthStatus } from './hooks/auth-context';
export { RequireAuth } from './components/require-auth';
export { PROFILE_URL } from './api/start-profile-request';
