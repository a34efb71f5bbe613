export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const USERNAME_RULE_MESSAGE =
  'Username must be 3-30 characters and contain only letters, numbers, dots, underscores, or dashes';

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}
