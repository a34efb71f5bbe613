import { ROLES, type Role } from '@cardbinder/shared';

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  data_admin: 'Data Admin',
  admin: 'Admin',
  superadmin: 'Super Admin',
};

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
