import { authKeys } from '@/lib/query-keys';
import { useQuery } from '@tanstack/react-query';
import { isValidUsername, USERNAME_CHECK_DEBOUNCE_MS, USERNAME_RULE_MESSAGE } from '@cardbinder/shared';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorText, isApiError } from '@/lib/api-client';
import { authApi } from '../api/auth-api';

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken' | 'invalid';

export interface UsernameAvailability {
  status: UsernameStatus;
  message: string | null;
}

export const USERNAME_STATUS_TEXT = {
  checking: 'Checking availability...',
  available: 'Username is available!',
  taken: 'Username is already taken',
  invalidFallback: 'Invalid username',
} as const;

const MIN_CHECK_LENGTH = 3;

/** Live sign-up check: 500 ms after typing stops, from 3 characters on (spec §5). */
export function useUsernameAvailability(username: string): UsernameAvailability {
  const value = username.trim();
  const settled = useDebouncedValue(value, USERNAME_CHECK_DEBOUNCE_MS);
  const ready = settled === value && settled.length >= MIN_CHECK_LENGTH;
  const wellFormed = isValidUsername(settled);

  const check = useQuery({
    queryKey: authKeys.usernameAvailability(settled),
    queryFn: ({ signal }) => authApi.checkUsername(settled, signal),
    enabled: ready && wellFormed,
    retry: false,
    staleTime: 10_000,
  });

  if (value.length < MIN_CHECK_LENGTH) return { status: 'idle', message: null };
  // the answer for an older spelling must not count for the one being typed
  if (!ready) return { status: 'checking', message: USERNAME_STATUS_TEXT.checking };
  if (!wellFormed) return { status: 'invalid', message: USERNAME_RULE_MESSAGE };
  if (check.isPending) return { status: 'checking', message: USERNAME_STATUS_TEXT.checking };
  if (check.isError) {
    if (isApiError(check.error, 400)) {
      return {
        status: 'invalid',
        message: errorText(check.error, { fallback: USERNAME_STATUS_TEXT.invalidFallback }),
      };
    }
    return { status: 'idle', message: null };
  }
  return check.data.available
    ? { status: 'available', message: USERNAME_STATUS_TEXT.available }
    : { status: 'taken', message: USERNAME_STATUS_TEXT.taken };
}
