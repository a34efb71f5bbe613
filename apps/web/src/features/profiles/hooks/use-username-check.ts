import { useQuery } from '@tanstack/react-query';
import {
  checkUsernameContract,
  PROFILE_MESSAGES,
  USERNAME_CHECK_DEBOUNCE_MS,
  usernameProblem,
} from '@cardbinder/shared';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { callEndpoint } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

/** Spec 2 §4 Username availability: checking, available, taken, invalid (or unchanged). */
export type UsernameCheck =
  | { status: 'unchanged' | 'idle'; message: null }
  | { status: 'checking' | 'available' | 'taken' | 'invalid'; message: string };

/** The settings screen's check, 500 ms after typing stops; the current name is 'unchanged', not taken. */
export function useUsernameCheck(value: string, current: string): UsernameCheck {
  const name = value.trim();
  const settled = useDebouncedValue(name, USERNAME_CHECK_DEBOUNCE_MS);
  const problem = usernameProblem(settled);
  const ready = settled === name && name !== current && problem === null;
  const check = useQuery({
    queryKey: profileKeys.usernameCheck(settled),
    queryFn: ({ signal }) => callEndpoint(checkUsernameContract, { params: { name: settled } }, { signal }),
    enabled: ready,
    retry: false,
    staleTime: 10_000,
  });
  if (name === current) return { status: 'unchanged', message: null };
  if (name.length === 0) return { status: 'idle', message: null };
  if (settled !== name) return { status: 'checking', message: 'Checking availability...' };
  if (problem) return { status: 'invalid', message: problem };
  if (check.isPending) return { status: 'checking', message: 'Checking availability...' };
  if (check.isError) return { status: 'idle', message: null };
  return check.data.available
    ? { status: 'available', message: PROFILE_MESSAGES.usernameAvailable }
    : { status: 'taken', message: PROFILE_MESSAGES.usernameTaken };
}
