import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { shipped } from '@/config/screens';
import { DeleteAccountPanel, DownloadMyDataPanel } from '@/features/account-data';
import { ApiKeysPanel } from '@/features/api-keys';
import { EbaySection } from '@/features/marketplace';
import { NotificationSettingsPanel } from '@/features/notifications';
import { useFavoriteCards, useOwnProfile } from '../api/use-own-profile';
import { ChangePasswordModal } from './change-password-modal';
import { FavoritesPreview } from './favorites-preview';
import { ManageFavoritesModal } from './manage-favorites-modal';
import { PictureSection } from './picture-section';
import { ProfileDetailsForm } from './profile-details-form';
import { UsernameSection } from './username-section';
import '../profiles.css';
import { Panel } from '@/components/ui/panel';

/** Profile Settings (spec 2 §2.4) for the signed-in user. */
export function ProfileSettingsView() {
  const profile = useOwnProfile();
  const favorites = useFavoriteCards();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [favoritesOpen, setFavoritesOpen] = useState(false);

  if (profile.isPending) return <LoadingScreen label="Loading your profile..." />;
  if (profile.isError)
    return <ErrorPanel message="Failed to load profile" onRetry={() => void profile.refetch()} />;
  const me = profile.data;

  return (
    <div className="settings">
      <div className="settings__links">
        {shipped.profiles ? (
          <ButtonLink to={`/${encodeURIComponent(me.username)}`} variant="secondary" size="sm">
            View Profile
          </ButtonLink>
        ) : null}
      </div>
      <UsernameSection key={me.username} current={me.username} />
      <PictureSection name={me.display_name} avatarUrl={me.avatar_url} />
      <ProfileDetailsForm profile={me} />
      {favorites.isError ? (
        <p className="muted">Failed to load favorite cards</p>
      ) : (
        <FavoritesPreview
          favorites={favorites.data ?? []}
          manage={
            <Button size="sm" variant="secondary" onClick={() => setFavoritesOpen(true)}>
              Manage
            </Button>
          }
        />
      )}
      {shipped.marketplaceSync ? <EbaySection /> : null}
      <Panel className="settings-section" title="Notifications">
        <NotificationSettingsPanel />
        <Link to={paths.notifications}>Open your notifications</Link>
      </Panel>
      <Panel className="settings-section" title="Password">
        <p className="muted">Signed in as {me.email}.</p>
        <Button size="sm" variant="secondary" onClick={() => setPasswordOpen(true)}>
          Change Password
        </Button>
      </Panel>
      <ApiKeysPanel />
      <DownloadMyDataPanel />
      <DeleteAccountPanel />
      <ManageFavoritesModal
        open={favoritesOpen}
        favorites={favorites.data ?? []}
        onClose={() => setFavoritesOpen(false)}
      />
      <ChangePasswordModal open={passwordOpen} email={me.email} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
