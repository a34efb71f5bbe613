/** A browser named by its user-agent string, roughly (Chrome on Windows), for an account notice. */
function browserName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'an unknown browser';
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

/** Account events told to the user as system notifications: [title, message]. */
export const ACCOUNT_NOTICES = {
  newSignIn: (userAgent: string | undefined): [string, string] => [
    'New sign-in to your account',
    `Your account was signed in from a new browser (${browserName(userAgent)}). If this was not you, change your password.`,
  ],
  passwordChanged: (): [string, string] => [
    'Your password was changed',
    'Your password was changed and every other session was signed out. If this was not you, reset your password now.',
  ],
};
