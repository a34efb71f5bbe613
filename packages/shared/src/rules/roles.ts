export const ROLES = ['user', 'data_admin', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** An unknown role counts as user. */
export function roleRank(role: string | null | undefined): number {
  const rank = ROLES.indexOf(role as Role);
  return rank < 0 ? 0 : rank;
}

export function hasRole(role: string | null | undefined, required: Role): boolean {
  return roleRank(role) >= roleRank(required);
}

export const isAdminRole = (role: string | null | undefined) => hasRole(role, 'data_admin');
export const isFullAdmin = (role: string | null | undefined) => hasRole(role, 'admin');
