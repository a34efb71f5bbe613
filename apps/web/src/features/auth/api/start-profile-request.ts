import { requestEarly } from '@/lib/early-responses';
import { markSignedIn, readToken } from '@/lib/token-storage';

/** A plain string: the entry chunk must not load the contracts (dashboard-urls.test.ts checks it). */
// eslint-disable-next-line no-restricted-syntax
export const PROFILE_URL = '/api/auth/profile';

/**
 * Runs in the entry chunk: a stored session is checked while the app's code downloads, so a protected page
 * does not wait for the app to start before it asks (the answer is taken by authApi.profile).
 */
export function startProfileRequest(): void {
  const token = readToken();
  // a session stored before the hint existed, or a hint left by a token removed elsewhere, is put right here
  markSignedIn(token !== null);
  if (token) void requestEarly(PROFILE_URL, token);
}
