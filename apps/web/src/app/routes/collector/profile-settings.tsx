import { ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { ProfileSettingsView } from '@/features/profiles';
import { ValueSettingsSection } from '@/features/values';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';

/** /settings/profile, /settings and /profile (spec 2 §2.4): 'Sign In Required' when signed out. */
export function ProfileSettingsPage() {
  const { status } = useAuth();
  return (
    <Page title="Profile Settings" narrow>
      {status === 'loading' ? (
        <LoadingScreen label="Checking your session..." />
      ) : status === 'authenticated' ? (
        <>
          <ProfileSettingsView />
          <ValueSettingsSection />
        </>
      ) : (
        <EmptyState
          title="Sign In Required"
          actions={
            <ButtonLink to={paths.authLogin} state={{ from: { pathname: paths.settingsProfile } }}>
              Sign In
            </ButtonLink>
          }
        >
          <p>Sign in to edit your profile.</p>
        </EmptyState>
      )}
    </Page>
  );
}
