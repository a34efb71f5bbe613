import { Link } from 'react-router';
import { relativeTime, type Comment } from '@cardbinder/shared';
import { Avatar } from '@/components/ui/avatar';
import { shipped } from '@/config/screens';

export interface CommentAuthorProps {
  user: Comment['user'];
  createdAt: string;
  isEdited: boolean;
  now: number;
}

/** Avatar, name linked to /{username}, relative time and the '(edited)' marker. */
export function CommentAuthor({ user, createdAt, isEdited, now }: CommentAuthorProps) {
  const name = user.display_name || user.username;
  return (
    <div className="comment-author">
      <Avatar name={name} imageUrl={user.avatar_url} size="sm" />
      {shipped.profiles ? (
        <Link className="comment-author__name" to={`/${encodeURIComponent(user.username)}`}>
          {name}
        </Link>
      ) : (
        <span className="comment-author__name">{name}</span>
      )}
      <time
        className="comment-author__time"
        dateTime={createdAt}
        title={new Date(createdAt).toLocaleString()}
      >
        {relativeTime(createdAt, new Date(now))}
      </time>
      {isEdited ? <span className="comment-author__edited">(edited)</span> : null}
    </div>
  );
}
