// The sign-in words and limits apart from the schemas, so a screen that only shows them does not load zod.
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  usernameUnavailable: 'Please choose a valid, available username',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email before signing in',
  inactive: 'This account has been deactivated',
  locked: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  invalidVerifyToken: 'Invalid or expired verification token',
  alreadyVerified: 'Email is already verified',
  invalidResetToken: 'Invalid or expired password reset token',
  registered: 'Registration successful! Please check your email to verify your account.',
  verified: 'Email verified successfully!',
  verificationSent: 'Verification email sent!',
  resetRequested: 'If an account exists for that email, a password reset link has been sent.',
  resetDone: 'Password reset successful!',
  loggedOut: 'Logged out successfully',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longest accepted values: an address per RFC 5321, passwords and names far past any real one. */
export const AUTH_LIMITS = { email: 254, password: 256, name: 100, token: 200 } as const;
