export const profileKeys = {
  all: ['profiles'] as const,
  own: ['profiles', 'own'] as const,
  favorites: ['profiles', 'favorites'] as const,
  usernameCheck: (name: string) => ['profiles', 'check-username', name] as const,
  publicProfile: (username: string) => ['profiles', 'public', username.toLowerCase()] as const,
};
