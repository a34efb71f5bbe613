import { useEffect, useState } from 'react';
import { AUTH_MESSAGES } from '@cardbinder/shared';
import { isApiError } from '@/lib/api-client';
import { authApi, type VerifyEmailResponse } from '../api/auth-api';
import { useAuth } from './auth-context';

export const VERIFY_TEXT = {
  noToken: 'No verification token found. Please check your email for the correct link.',
  failed: 'Verification failed. Please try again.',
  invalidToken: 'Invalid or expired verification token',
  requestNew: 'Please request a new verification email.',
  unexpected: 'An error occurred during verification. Please try again.',
  verified: AUTH_MESSAGES.verified,
  alreadyVerified: AUTH_MESSAGES.alreadyVerified,
} as const;

export type VerifyState =
  | { phase: 'verifying' }
  | { phase: 'success'; message: string; next: 'signed-in' | 'login' | 'already-verified' }
  | { phase: 'error'; message: string; detail?: string };

// A token works once: a second call (a re-mounted screen) would read "already verified", so share the first.
const pending = new Map<string, Promise<VerifyEmailResponse>>();
function verifyOnce(token: string): Promise<VerifyEmailResponse> {
  let call = pending.get(token);
  if (!call) {
    call = authApi.verifyEmail(token);
    pending.set(token, call);
  }
  return call;
}

function failureState(error: unknown): VerifyState {
  if (isApiError(error, 409)) {
    return {
      phase: 'success',
      message: error.serverMessage ?? VERIFY_TEXT.alreadyVerified,
      next: 'already-verified',
    };
  }
  if (isApiError(error, 400)) {
    return {
      phase: 'error',
      message: error.serverMessage ?? error.serverError ?? VERIFY_TEXT.invalidToken,
      detail: VERIFY_TEXT.requestNew,
    };
  }
  if (isApiError(error)) {
    return { phase: 'error', message: error.serverMessage ?? error.serverError ?? VERIFY_TEXT.unexpected };
  }
  return { phase: 'error', message: VERIFY_TEXT.unexpected };
}

/** The verification screen's states (spec §2, §8): verifying, then success or error. */
export function useVerifyEmail(token: string | null): VerifyState {
  const { signIn } = useAuth();
  const [state, setState] = useState<VerifyState>(
    token ? { phase: 'verifying' } : { phase: 'error', message: VERIFY_TEXT.noToken },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyOnce(token).then(
      (body) => {
        if (!active) return;
        if (body.success === false) {
          setState({ phase: 'error', message: body.message || body.error || VERIFY_TEXT.failed });
          return;
        }
        const message = body.message || VERIFY_TEXT.verified;
        if (body.token && body.user) {
          signIn(body.token, body.user);
          setState({ phase: 'success', message, next: 'signed-in' });
        } else {
          setState({ phase: 'success', message, next: 'login' });
        }
      },
      (error: unknown) => {
        if (active) setState(failureState(error));
      },
    );
    return () => {
      active = false;
    };
  }, [token, signIn]);

  return state;
}
