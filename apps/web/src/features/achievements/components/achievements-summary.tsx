import {
  formatCount,
  TIER_LABELS,
  TIER_ORDER,
  type AchievementCategory,
  type AchievementStatsBody,
} from '@cardbinder/shared';
import type { AchievementWithProgress } from './achievement-card';

/** Collector Score, unlocked count, completion percent and the count per tier. */
export function AchievementsHeader({ stats }: { stats: AchievementStatsBody }) {
  return (
    <>
      <dl className="achievements-stats">
        <div>
          <dt>Collector Score</dt>
          <dd>{formatCount(stats.total_points)}</dd>
        </div>
        <div>
          <dt>Unlocked</dt>
          <dd>
            {stats.total_achievements} <span className="muted">/ {stats.available_achievements}</span>
          </dd>
        </div>
        <div>
          <dt>Completion</dt>
          <dd>{stats.completion_percentage}%</dd>
        </div>
      </dl>
      <ul className="tier-badges achievements-tiers" aria-label="Unlocked by tier">
        {TIER_ORDER.map((tier) => (
          <li key={tier} className={`tier-badge tier-badge--${tier}`}>
            {TIER_LABELS[tier]} {stats[`${tier}_achievements`]}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A card per category with its completion; clicking filters by it, clicking again clears the filter. */
export function CategoryCards({
  categories,
  achievements,
  selected,
  onSelect,
}: {
  categories: AchievementCategory[];
  achievements: AchievementWithProgress[];
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}) {
  return (
    <ul className="achievement-categories" aria-label="Categories">
      {categories.map((category) => {
        const inCategory = achievements.filter((a) => a.category_id === category.category_id);
        if (inCategory.length === 0) return null;
        const done = inCategory.filter((a) => a.is_completed).length;
        const percent = Math.round((done / inCategory.length) * 100);
        const active = selected === category.category_id;
        return (
          <li key={category.category_id}>
            <button
              type="button"
              className={`achievement-category${active ? ' achievement-category--active' : ''}`}
              aria-pressed={active}
              onClick={() => onSelect(active ? null : category.category_id)}
            >
              <span className="achievement-category__name">{category.name}</span>
              <span className="muted">
                {done} / {inCategory.length}
              </span>
              <span className="achievement-bar" aria-hidden="true">
                <span className="achievement-bar__fill" style={{ width: `${percent}%` }} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
