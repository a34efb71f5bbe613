import { ShieldAlert } from 'lucide-react';
import { hasRole, roleRank, ROLES, type Role } from '@cardbinder/shared';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  data_admin: 'Data Admin',
  admin: 'Admin',
  superadmin: 'Super Admin',
};

export function roleLabel(role: string | null | undefined): string {
  return ROLE_LABELS[ROLES[roleRank(role)]!];
}

export interface AccessDeniedProps {
  requiredRole: Role;
  userRole: string | null | undefined;
  /** a screen's own sentence (the import page's, doc 3 §6) instead of the general one */
  message?: string;
}

/** Names the role the page needs and the role the user has (spec §2 Guard). */
export function AccessDenied({ requiredRole, userRole, message }: AccessDeniedProps) {
  usePageTitle('Access Denied');
  const needsAdmin = hasRole(requiredRole, 'admin');
  return (
    <section className="page page--narrow access-denied" aria-labelledby="access-denied-title">
      <ShieldAlert className="access-denied__icon" size={48} aria-hidden="true" />
      <h1 id="access-denied-title">Access Denied</h1>
      <p>
        {message ??
          (needsAdmin
            ? 'You need administrator privileges to access this page.'
            : "You don't have permission to access this page.")}
      </p>
      <p className="access-denied__roles">
        This page requires the <strong>{roleLabel(requiredRole)}</strong> role. Your role is{' '}
        <strong>{roleLabel(userRole)}</strong>.
      </p>
      <ButtonLink to={paths.home} variant="secondary">
        Back to Home
      </ButtonLink>
    </section>
  );
}
