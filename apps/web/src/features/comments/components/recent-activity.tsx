import { Link } from 'react-router';
import { Activity } from 'lucide-react';
import type { ActivityItem } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-screen';
import type { ActivityScope } from '@/lib/query-keys';
import { useActivity } from '../api/use-activity';
import { useNow } from '../hooks/use-now';
import { CommentAuthor } from './comment-author';
import '../comments.css';

const part = encodeURIComponent;

/** Where an activity item was posted: the card page (long form), the series or the set. */
export function activityLink(item: ActivityItem): string {
  const set = `/sets/${item.set_year}/${part(item.set_slug)}`;
  if (item.activity_type === 'set' || !item.series_slug) return set;
  const series = `${set}/${part(item.series_slug)}`;
  if (item.activity_type === 'card' && item.card_slug) return `${series}/${part(item.card_slug)}`;
  return series;
}

const KIND_LABEL: Record<ActivityItem['activity_type'], string> = {
  card: 'card',
  series: 'series',
  set: 'set',
};

export interface RecentActivityProps {
  scope: ActivityScope;
  id: number;
}

/** Recent comments on a set (its series and cards included) or on a series and its cards. */
export function RecentActivity({ scope, id }: RecentActivityProps) {
  const now = useNow();
  const feed = useActivity(scope, id);
  const items = feed.data?.pages.flatMap((page) => page.activities) ?? [];

  return (
    <section className="activity" aria-labelledby={`activity-${scope}-${id}`}>
      <h2 id={`activity-${scope}-${id}`} className="comments__title">
        <Activity size={20} aria-hidden="true" />
        Recent Activity
      </h2>
      {feed.isPending ? (
        <Spinner label="Loading activity" />
      ) : feed.isError ? (
        <div className="comments__error" role="alert">
          <span>Failed to load recent activity</span>
          <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
            Try Again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="comments__empty">No recent activity</p>
      ) : (
        <ul className="activity__list">
          {items.map((item) => (
            <li key={item.comment_id} className="activity__item">
              <CommentAuthor
                user={item.user}
                createdAt={item.created_at}
                isEdited={item.is_edited}
                now={now}
              />
              <p className="activity__context">
                {`Commented on ${KIND_LABEL[item.activity_type]} `}
                <Link to={activityLink(item)}>{item.context_name}</Link>
              </p>
              <p className="activity__text">{item.comment_text}</p>
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          loading={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </section>
  );
}
