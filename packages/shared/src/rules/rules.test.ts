import { describe, expect, it } from 'vitest';
import { signupProblem } from '../auth/auth';
import { PASSWORD_MESSAGES, passwordProblem, passwordStrength } from './password';
import { relativeTime } from './relative-time';
import { hasRole, roleRank } from './roles';
import { isValidUsername } from './username';

describe('username rule', () => {
  it.each(['abc', 'a.b_c-d', 'X'.repeat(30), 'Griffey24'])('accepts %s', (name) =>
    expect(isValidUsername(name)).toBe(true),
  );
  it.each(['ab', 'X'.repeat(31), 'has space', 'émile', 'semi;colon', ''])('rejects %s', (name) =>
    expect(isValidUsername(name)).toBe(false),
  );
});

describe('password strength', () => {
  it.each([
    ['abc', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefgH', 'medium'],
    ['abcdEF', 'weak'],
    ['abcdefgH1', 'medium'],
    ['Abcdef1!', 'strong'],
    ['ABCDEFG1!', 'medium'],
  ] as const)('%s is %s', (password, strength) => expect(passwordStrength(password)).toBe(strength));

  it('reports the sign-up rule messages', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem('Ab1!')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('Abcdefg1#')).toBe(PASSWORD_MESSAGES.composition);
    expect(passwordProblem('Abcdefg1@')).toBeNull();
  });
});

describe('sign-up checks run in the spec order', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    password: 'Engine@1843',
    confirmPassword: 'Engine@1843',
  };
  it('passes a valid form', () => expect(signupProblem(valid)).toBeNull());
  it('names the first failing field', () => {
    expect(signupProblem({ ...valid, firstName: '', email: '' })).toBe('First name is required');
    expect(signupProblem({ ...valid, username: 'ok', password: '' })).toBe(
      'Please choose a valid, available username',
    );
    expect(signupProblem(valid, false)).toBe('Please choose a valid, available username');
    expect(signupProblem({ ...valid, confirmPassword: 'x' })).toBe('Passwords do not match');
  });
});

describe('relative time', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    [30_000, 'just now'],
    [5 * 60_000, '5m ago'],
    [3 * 3_600_000, '3h ago'],
    [2 * 86_400_000, '2d ago'],
    [6 * 86_400_000, '6d ago'],
  ])('%i ms → %s', (ms, text) => expect(relativeTime(ago(ms), now)).toBe(text));
  it('falls back to a short date after 6 days', () => {
    expect(relativeTime(ago(8 * 86_400_000), now)).toBe('Jun 7');
    expect(relativeTime(new Date('2025-01-02T12:00:00Z'), now)).toBe('Jan 2, 2025');
  });
});

describe('roles', () => {
  it('ranks user < data_admin < admin < superadmin; unknown counts as user', () => {
    expect(roleRank('superadmin')).toBeGreaterThan(roleRank('admin'));
    expect(roleRank('admin')).toBeGreaterThan(roleRank('data_admin'));
    expect(roleRank('wizard')).toBe(roleRank('user'));
    expect(hasRole('data_admin', 'admin')).toBe(false);
    expect(hasRole('superadmin', 'admin')).toBe(true);
  });
});
