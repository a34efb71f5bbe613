import {
  formatCount,
  progressBarColor,
  TIER_LABELS,
  type Achievement,
  type AchievementProgress,
} from '@cardbinder/shared';

export interface AchievementWithProgress extends Achievement {
  progress: number;
  progress_percentage: number;
  is_completed: boolean;
  completed_at: string | null;
  times_completed: number;
}

export const withProgress = (
  achievement: Achievement,
  progress: AchievementProgress | undefined,
): AchievementWithProgress => ({
  ...achievement,
  progress: progress?.progress ?? 0,
  progress_percentage: progress?.progress_percentage ?? 0,
  is_completed: progress?.is_completed ?? false,
  completed_at: progress?.completed_at ?? null,
  times_completed: progress?.times_completed ?? 0,
});

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** One achievement: tier badge, points, name, description, category, completion date and progress. */
export function AchievementCard({ achievement: a }: { achievement: AchievementWithProgress }) {
  const percent = a.is_completed ? 100 : a.progress_percentage;
  return (
    <li className={`achievement-card${a.is_completed ? ' achievement-card--completed' : ''}`}>
      <div className="achievement-card__top">
        <span className={`tier-badge tier-badge--${a.tier}`}>{TIER_LABELS[a.tier]}</span>
        <span className="achievement-card__points">{a.points} pts</span>
      </div>
      <h3 className="achievement-card__name">{a.name}</h3>
      <p className="achievement-card__description">{a.description}</p>
      <p className="achievement-card__meta muted">
        {a.category_name ?? 'Unknown'}
        {a.is_repeatable && a.times_completed > 1 ? ` · earned ${a.times_completed} times` : ''}
      </p>
      {a.is_completed ? (
        <p className="achievement-card__done">
          Completed!
          {a.completed_at ? <span className="muted"> {dateText(a.completed_at)}</span> : null}
        </p>
      ) : (
        <div className="achievement-card__progress">
          <span>
            {formatCount(a.progress)} / {formatCount(a.requirement_value)}
          </span>
          <div
            className="achievement-bar"
            role="progressbar"
            aria-label={`${a.name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
          >
            <div
              className="achievement-bar__fill"
              style={{ width: `${percent}%`, background: progressBarColor(percent, a.tier) }}
            />
          </div>
          <span className="muted">{Math.floor(percent)}%</span>
        </div>
      )}
    </li>
  );
}
