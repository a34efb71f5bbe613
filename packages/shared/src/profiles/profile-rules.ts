import { PASSWORD_MIN_LENGTH } from '../rules/password';
import { isReservedUsername, USERNAME_PATTERN, USERNAME_RULE_MESSAGE } from '../rules/username';

/** Spec 2 §9. */
export const PROFILE_LIMITS = {
  bio: 500,
  website: 255,
  location: 100,
  pictureBytes: 2 * 1024 * 1024,
  /** the stored avatar's edge in px */
  pictureEdge: 256,
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  usernameUpdated: 'Username updated successfully!',
  usernameSame: 'Username is already up to date',
  usernameTaken: 'Username is already taken',
  usernameAvailable: 'Username is available!',
  usernameShort: 'Username must be at least 3 characters',
  usernameReserved: 'This username is reserved',
  usernameNotAvailable: 'Please choose a valid, available username',
  passwordChanged: 'Password changed successfully!',
  pictureUploaded: 'Profile picture uploaded successfully!',
  pictureDeleted: 'Profile picture deleted',
  pictureType: 'Please select a JPEG, PNG, or WebP image file',
  pictureSize: 'Profile picture must be smaller than 2MB',
  pictureMissing: 'Please select a JPEG, PNG, or WebP image file',
  bioLong: `Bio must be at most ${PROFILE_LIMITS.bio} characters`,
  websiteLong: `Website must be at most ${PROFILE_LIMITS.website} characters`,
  websiteInvalid: 'Website must be a web address starting with http:// or https://',
  locationLong: `Location must be at most ${PROFILE_LIMITS.location} characters`,
  currentPasswordWrong: 'Current password is incorrect',
  userNotFound: 'User not found',
  private: 'This profile is private',
} as const;

/** The spec's username messages: too short, bad pattern, reserved; null when it may be used. */
export function usernameProblem(value: string): string | null {
  if (value.length < 3) return PROFILE_MESSAGES.usernameShort;
  if (!USERNAME_PATTERN.test(value)) return USERNAME_RULE_MESSAGE;
  if (isReservedUsername(value)) return PROFILE_MESSAGES.usernameReserved;
  return null;
}

/** A website must be an http(s) address (javascript:, data: and the like never reach a link). */
export function websiteProblem(value: string): string | null {
  if (value.length > PROFILE_LIMITS.website) return PROFILE_MESSAGES.websiteLong;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return PROFILE_MESSAGES.websiteInvalid;
    return url.hostname ? null : PROFILE_MESSAGES.websiteInvalid;
  } catch {
    return PROFILE_MESSAGES.websiteInvalid;
  }
}

export const CHANGE_PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  tooShort: 'Password must be at least 8 characters long',
  cases: 'Password must contain both uppercase and lowercase letters',
  digit: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  mismatch: 'New passwords do not match',
  same: 'New password must be different from current password',
} as const;

/** Spec 2 §5 Password change, in its order; confirmation is checked only when given (the API has none). */
export function changePasswordProblem(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}): string | null {
  const { currentPassword, newPassword } = input;
  if (!currentPassword) return CHANGE_PASSWORD_MESSAGES.currentRequired;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return CHANGE_PASSWORD_MESSAGES.tooShort;
  if (!/[a-z]/.test(newPassword) || !/[A-Z]/.test(newPassword)) return CHANGE_PASSWORD_MESSAGES.cases;
  if (!/\d/.test(newPassword)) return CHANGE_PASSWORD_MESSAGES.digit;
  if (![...newPassword].some((c) => CHANGE_PASSWORD_SPECIALS.includes(c)))
    return CHANGE_PASSWORD_MESSAGES.special;
  if (input.confirmPassword !== undefined && input.confirmPassword !== newPassword)
    return CHANGE_PASSWORD_MESSAGES.mismatch;
  if (newPassword === currentPassword) return CHANGE_PASSWORD_MESSAGES.same;
  return null;
}
