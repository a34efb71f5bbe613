/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { AuthContext, useAuth, type AuthContextValue, type AuthStatus } from './hooks/auth-context';
export { RequireAuth } from './components/require-auth';
export { PROFILE_URL } from './api/start-profile-request';
// for the pages (app/)
export { AuthProvider } from './components/auth-provider';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export { AuthCard } from './components/auth-card';
export { useReturnTo } from './hooks/use-return-to';
export { authApi } from './api/auth-api';
export { PasswordStrength } from './components/password-strength';
export { ResendVerificationForm } from './components/resend-verification-form';
export { useVerifyEmail, type VerifyState } from './hooks/use-verify-email';
