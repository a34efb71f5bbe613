import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasRole, type Role } from '@cardbinder/shared';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/auth-context';
import { AccessDenied } from './access-denied';

export interface RequireAuthProps {
  /** minimum role; ranks compare as user < data_admin < admin < superadmin */
  role?: Role;
  children?: ReactNode;
  /** what Access Denied says instead of the general sentence */
  deniedMessage?: string;
}

/**
 * Route guard: a loading screen while the session loads, /login (remembering where the visitor was
 * going) when signed out, Access Denied when the role ranks too low.
 */
export function RequireAuth({ role, children, deniedMessage }: RequireAuthProps) {
  const { status, user } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen label="Checking your session..." />;
  if (status === 'unauthenticated' || !user) {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  if (role && !hasRole(user.role, role))
    return <AccessDenied requiredRole={role} userRole={user.role} message={deniedMessage} />;
  return children ?? <Outlet />;
}
