import { useParams } from 'react-router';
import { isReservedUsername } from '@cardbinder/shared';
import { PublicProfileView } from '@/features/profiles';
import { ProfileTrading } from '@/features/trading';
import { ValueHistory } from '@/features/values';
import '@/features/trading/trading.css';
import { NotFoundPage } from './not-found';

/**
 * /{username}: the catch-all route of a collector's public profile (spec 2 §2.3). The app's own words
 * (achievements, admin, …) can never be usernames, so they get the 404 page.
 */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  if (isReservedUsername(username)) return <NotFoundPage />;
  return (
    <section className="page">
      <PublicProfileView key={username} username={username} />
      <ProfileTrading key={`trading-${username}`} username={username} />
      {/* nothing for a private profile (the server refuses its history) */}
      <ValueHistory key={`values-${username}`} username={username} />
    </section>
  );
}
