import { useMemo } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Globe, MapPin } from 'lucide-react';
import { websiteProblem, type PublicProfileResponse } from '@cardbinder/shared';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePublicProfile } from '../api/use-public-profile';
import { MyCardImages } from '@/features/card-images';
import { FavoriteGallery, ProfileAchievements, ProfileStats, RecentActivity } from './profile-sections';
import '../profiles.css';
import '../public-profile.css';
import { EmptyState } from '@/components/ui/empty-state';

const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function ProfileProblem({ title }: { title: string }) {
  return (
    <EmptyState
      role="alert"
      title={title}
      actions={
        <ButtonLink to={paths.home} variant="secondary">
          Back to Home
        </ButtonLink>
      }
    />
  );
}

function ProfileHeader({ profile }: { profile: PublicProfileResponse['profile'] }) {
  const website = profile.website && websiteProblem(profile.website) === null ? profile.website : null;
  return (
    <header className="profile-header">
      <Avatar name={profile.display_name} imageUrl={profile.avatar_url} size="lg" />
      <div className="profile-header__text">
        <h1>{profile.display_name}</h1>
        <p className="muted">@{profile.username}</p>
        {profile.bio ? <p className="profile-header__bio">{profile.bio}</p> : null}
        <ul className="profile-header__facts">
          {profile.location ? (
            <li>
              <MapPin size={16} aria-hidden="true" /> {profile.location}
            </li>
          ) : null}
          {website ? (
            <li>
              <Globe size={16} aria-hidden="true" />{' '}
              <a href={website} target="_blank" rel="noopener noreferrer nofollow ugc">
                {website.replace(/^https?:\/\//, '')}
              </a>
            </li>
          ) : null}
          <li>
            <CalendarDays size={16} aria-hidden="true" /> Joined {joined(profile.joined_date)}
          </li>
        </ul>
      </div>
      {profile.is_own_profile ? (
        <ButtonLink to={paths.settingsProfile} variant="secondary" size="sm">
          Edit Profile
        </ButtonLink>
      ) : null}
    </header>
  );
}

function GettingStarted({ own, name }: { own: boolean; name: string }) {
  return (
    <EmptyState
      title="Getting Started"
      actions={
        own ? (
          <>
            <ButtonLink to={paths.sets}>Browse Sets</ButtonLink>
            <ButtonLink to={paths.search} variant="secondary">
              Search Cards
            </ButtonLink>
          </>
        ) : null
      }
    >
      {own ? (
        <p>
          Your collection is empty. Find cards by searching or browsing sets, and add them to your collection.
        </p>
      ) : (
        <p>{name} has not added any cards yet.</p>
      )}
    </EmptyState>
  );
}

/** /{username} (spec 2 §2.3). */
export function PublicProfileView({ username }: { username: string }) {
  const query = usePublicProfile(username);
  const now = useMemo(() => new Date(), [query.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  if (query.isPending) return <LoadingScreen label="Loading profile..." />;
  if (query.isError) {
    if (isApiError(query.error, 404)) return <ProfileProblem title="User not found" />;
    if (isApiError(query.error, 403)) return <ProfileProblem title="This profile is private" />;
    return <ProfileProblem title="Failed to load profile" />;
  }
  const data = query.data;
  const empty = data.stats.total_cards === 0 && data.recent_activity.length === 0;
  return (
    <div className="profile">
      <ProfileHeader profile={data.profile} />
      {!data.profile.is_public_profile ? (
        <p className="profile__private-note">Your profile is private: only you can see this page.</p>
      ) : null}
      <ProfileStats stats={data.stats} />
      {empty ? (
        <GettingStarted own={data.profile.is_own_profile} name={data.profile.display_name} />
      ) : (
        <div className="profile__grid">
          <FavoriteGallery favorites={data.favorite_cards} />
          <ProfileAchievements achievements={data.achievements} />
          <RecentActivity activity={data.recent_activity} now={now} />
        </div>
      )}
      {data.profile.is_own_profile ? <MyCardImages /> : null}
      <p>
        <Link to={paths.home}>Back to Home</Link>
      </p>
    </div>
  );
}
