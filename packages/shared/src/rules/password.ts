export const PASSWORD_MIN_LENGTH = 8;
export const SIGNUP_SPECIAL_CHARACTERS = '@$!%*?&';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

function criteria(password: string): boolean[] {
  return [
    password.length >= PASSWORD_MIN_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[@$!%*?&]/.test(password),
  ];
}

/** weak: fewer than 3 of the 5 criteria, medium: 3 or 4, strong: all 5. */
export function passwordStrength(password: string): PasswordStrength {
  const met = criteria(password).filter(Boolean).length;
  if (met === 5) return 'strong';
  return met >= 3 ? 'medium' : 'weak';
}

export const PASSWORD_HINTS: Record<PasswordStrength, string> = {
  weak: 'Weak - Add uppercase, number, special character',
  medium: 'Medium - Almost there',
  strong: 'Strong password ✓',
};

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be at least 8 characters long',
  composition:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  mismatch: 'Passwords do not match',
} as const;

/** The sign-up rule: returns the spec's message for the first failed check, or null. */
export function passwordProblem(password: string): string | null {
  if (!password) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  const [, lower, upper, digit, special] = criteria(password);
  if (!lower || !upper || !digit || !special) return PASSWORD_MESSAGES.composition;
  return null;
}
