import { Link, Navigate, useLocation, useParams } from 'react-router';
import { AuthCard, LoginForm, SignupForm, useAuth, useReturnTo } from '@/features/auth';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { NotFoundPage } from './not-found';

type Mode = 'login' | 'signup';

/** One screen for sign-in and sign-up, switched by the mode in the path (spec §2 Auth screen). */
export function AuthPage() {
  const { mode } = useParams();
  if (mode !== 'login' && mode !== 'signup') return <NotFoundPage />;
  return <AuthScreen mode={mode} />;
}

function AuthScreen({ mode }: { mode: Mode }) {
  const { status } = useAuth();
  const location = useLocation();
  const returnTo = useReturnTo();
  const isLogin = mode === 'login';
  usePageTitle(isLogin ? 'Sign In' : 'Sign Up');

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Navigate to={returnTo} replace />;

  return (
    <AuthCard
      title={isLogin ? 'Welcome back' : 'Create your account'}
      subtitle={
        isLogin
          ? 'Sign in to manage your card collection.'
          : 'Track your cards, complete your sets and join the discussion.'
      }
    >
      {/* switching mode keeps the remembered origin */}
      <nav className="auth-tabs" aria-label="Sign in or sign up">
        <Link
          to={{ pathname: paths.authLogin }}
          state={location.state}
          replace
          className={isLogin ? 'auth-tabs__tab is-active' : 'auth-tabs__tab'}
          aria-current={isLogin ? 'page' : undefined}
        >
          Sign In
        </Link>
        <Link
          to={{ pathname: paths.authSignup }}
          state={location.state}
          replace
          className={isLogin ? 'auth-tabs__tab' : 'auth-tabs__tab is-active'}
          aria-current={isLogin ? undefined : 'page'}
        >
          Sign Up
        </Link>
      </nav>
      {isLogin ? <LoginForm /> : <SignupForm />}
    </AuthCard>
  );
}
