// @vitest-environment node
import '@/test/dom.mjs';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE, TOKEN_STORAGE_KEY } from '@cardbinder/shared';
import { clearToken, markSignedIn, readToken, writeToken } from './token-storage';

const hint = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);

describe('token storage', () => {
  afterEach(() => clearToken());

  it('keeps the token in local storage and a "signed in" hint, never the token, in a cookie', () => {
    writeToken('secret-token');
    expect(readToken()).toBe('secret-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('secret-token');
    expect(hint()).toBe(true);
    expect(document.cookie).not.toContain('secret-token');
    clearToken();
    expect(readToken()).toBeNull();
    expect(hint()).toBe(false);
  });

  it('puts the hint right at start for a session stored before it existed', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'older-token');
    expect(hint()).toBe(false);
    markSignedIn(readToken() !== null);
    expect(hint()).toBe(true);
  });
});
