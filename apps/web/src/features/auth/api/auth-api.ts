import type { z } from 'zod';
import type {
  LoginBody,
  loginResponseSchema,
  messageResponseSchema,
  usernameAvailabilitySchema,
  User,
  verifyEmailResponseSchema,
} from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { takeEarlyResponse } from '@/lib/early-responses';
import { PROFILE_URL } from './start-profile-request';

export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type MessageResponse = Partial<z.infer<typeof messageResponseSchema>>;
export type VerifyEmailResponse = Partial<z.infer<typeof verifyEmailResponseSchema>> & {
  error?: string;
  details?: unknown;
};
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

export interface RegisterPayload {
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The calls of spec §7 (Auth), one function each. */
export const authApi = {
  /** The stored session's profile: the entry chunk's early answer when it asked with this token. */
  profile: async (token?: string) => {
    const early = (await takeEarlyResponse(PROFILE_URL)) as { user?: User } | undefined;
    if (early?.user && token !== undefined) return early.user;
    return (await api.get<{ user: User }>(PROFILE_URL, { token })).user;
  },
  login: (body: LoginBody) => api.post<LoginResponse>('/api/auth/login', body, { token: null }),
  register: (body: RegisterPayload) => api.post<MessageResponse>('/api/auth/register', body, { token: null }),
  logout: (token: string) => api.post<unknown>('/api/auth/logout', undefined, { token }),
  forgotPassword: (email: string) =>
    api.post<MessageResponse>('/api/auth/forgot-password', { email }, { token: null }),
  resetPassword: (token: string, password: string) =>
    api.post<MessageResponse>('/api/auth/reset-password', { token, password }, { token: null }),
  verifyEmail: (token: string) =>
    api.post<VerifyEmailResponse>('/api/auth/verify-email', { token }, { token: null }),
  resendVerification: (email: string) =>
    api.post<MessageResponse>('/api/auth/resend-verification', { email }, { token: null }),
  checkUsername: (username: string, signal?: AbortSignal) =>
    api.get<UsernameAvailability>(`/api/auth/check-username/${encodeURIComponent(username)}`, {
      token: null,
      signal,
    }),
};
