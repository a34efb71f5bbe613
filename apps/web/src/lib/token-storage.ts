// the constants file alone: the entry chunk reads the token, and the package index would bring zod
import { SIGNED_IN_COOKIE, TOKEN_STORAGE_KEY } from '@cardbinder/shared/rules/constants';

/** localStorage can throw (private mode, disabled storage); a missing token then simply means signed out. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Tells the server's first screens whether this browser is signed in (SIGNED_IN_COOKIE); a year, renewed per start. */
export function markSignedIn(signedIn: boolean): void {
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${signedIn ? 31_536_000 : 0}`;
}

export function writeToken(token: string): void {
  markSignedIn(true);
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // the session then lasts only for this page
  }
}

export function clearToken(): void {
  markSignedIn(false);
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
