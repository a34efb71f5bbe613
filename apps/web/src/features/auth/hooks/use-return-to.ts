import { useLocation } from 'react-router';
import { paths } from '@/config/paths';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

const AUTH_PATHS: readonly string[] = [paths.login, paths.register, paths.authLogin, paths.authSignup];

/** Where a sign-in returns to: the remembered origin, else /collection (spec §2 Auth screen). */
export function useReturnTo(): string {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  if (!from?.pathname || AUTH_PATHS.includes(from.pathname)) return paths.collection;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
