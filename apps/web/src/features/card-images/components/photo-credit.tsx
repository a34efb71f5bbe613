import { Link } from 'react-router';
import type { PublishedCardImage } from '@cardbinder/shared';
import { publicProfilePath } from '@/config/paths';

/** 'Photo: @username' under a catalogue picture; a private profile is named without a link. */
export function PhotoCredit({ image }: { image: PublishedCardImage }) {
  const { username, profile_public } = image.contributor;
  return (
    <p className="photo-credit">
      Photo:{' '}
      {profile_public ? <Link to={publicProfilePath(username)}>@{username}</Link> : <span>@{username}</span>}
    </p>
  );
}
