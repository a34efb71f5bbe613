import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** Another address of a screen: goes there, keeping the query string and the remembered origin. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={{ pathname: to, search: location.search }} state={location.state} replace />;
}

/** The older paths /login and /register map onto the two modes. */
export function LegacyAuthRedirect({ mode }: { mode: 'login' | 'signup' }) {
  return <RedirectKeepingQuery to={mode === 'login' ? paths.authLogin : paths.authSignup} />;
}
