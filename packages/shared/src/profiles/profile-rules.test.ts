import { describe, expect, it } from 'vitest';
import {
  changePasswordProblem,
  CHANGE_PASSWORD_MESSAGES as M,
  usernameProblem,
  websiteProblem,
} from './profile-rules';

describe('changePasswordProblem', () => {
  const ok = { currentPassword: 'Old$ecret1', newPassword: 'New$ecret2', confirmPassword: 'New$ecret2' };
  it('checks the spec rules in order', () => {
    expect(changePasswordProblem({ ...ok, currentPassword: '' })).toBe(M.currentRequired);
    expect(changePasswordProblem({ ...ok, newPassword: 'Ab1!' })).toBe(M.tooShort);
    expect(changePasswordProblem({ ...ok, newPassword: 'abcdefg1!' })).toBe(M.cases);
    expect(changePasswordProblem({ ...ok, newPassword: 'Abcdefgh!' })).toBe(M.digit);
    expect(changePasswordProblem({ ...ok, newPassword: 'Abcdefgh1' })).toBe(M.special);
    expect(changePasswordProblem({ ...ok, newPassword: 'Abcdefgh1"', confirmPassword: 'x' })).toBe(
      M.mismatch,
    );
    expect(changePasswordProblem({ currentPassword: 'Same$ecret1', newPassword: 'Same$ecret1' })).toBe(
      M.same,
    );
    expect(changePasswordProblem(ok)).toBeNull();
    expect(changePasswordProblem({ ...ok, newPassword: 'Abcdefg1<', confirmPassword: undefined })).toBeNull();
  });
});

describe('usernameProblem and websiteProblem', () => {
  it('gives the spec messages and refuses reserved names', () => {
    expect(usernameProblem('ab')).toBe('Username must be at least 3 characters');
    expect(usernameProblem('has space')).toMatch(/^Username must be 3-30 characters/);
    expect(usernameProblem('Settings')).toBe('This username is reserved');
    expect(usernameProblem('o.neil_2')).toBeNull();
  });
  it('accepts only http and https addresses', () => {
    expect(websiteProblem('https://example.com/me')).toBeNull();
    expect(websiteProblem('javascript:alert(1)')).toMatch(/http/);
    expect(websiteProblem('example.com')).toMatch(/http/);
    expect(websiteProblem(`https://x.com/${'a'.repeat(260)}`)).toMatch(/255/);
  });
});
