import { ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { ProfileSettingsView } from '@/features/profiles';

/** /settings/profile, /settings and /profile (spec 2 §2.4): 'Sign In Required' when signed out. */
export function ProfileSettingsPage() {
  const { status } = useAuth();
  return (
    <section className="page page--narrow" aria-labelledby="settings-title">
      <header className="page__header">
        <h1 id="settings-title">Profile Settings</h1>
      </header>
      {status === 'loading' ? (
        <LoadingScreen label="Checking your session..." />
      ) : status === 'authenticated' ? (
        <ProfileSettingsView />
      ) : (
        <div className="empty-state">
          <h2>Sign In Required</h2>
          <p>Sign in to edit your profile.</p>
          <ButtonLink to={paths.authLogin} state={{ from: { pathname: paths.settingsProfile } }}>
            Sign In
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
