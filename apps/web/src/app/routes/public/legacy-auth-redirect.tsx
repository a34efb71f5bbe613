import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** The older paths /login and /register map onto the two modes, keeping the remembered origin. */
export function LegacyAuthRedirect({ mode }: { mode: 'login' | 'signup' }) {
  const location = useLocation();
  const pathname = mode === 'login' ? paths.authLogin : paths.authSignup;
  return <Navigate to={{ pathname, search: location.search }} state={location.state} replace />;
}
