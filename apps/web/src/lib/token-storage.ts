// the constants file alone: the entry chunk reads the token, and the package index would bring zod
import { TOKEN_STORAGE_KEY } from '@cardbinder/shared/rules/constants';

/** localStorage can throw (private mode, disabled storage); a missing token then simply means signed out. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // the session then lasts only for this page
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
