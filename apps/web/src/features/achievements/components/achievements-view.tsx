import { useMemo, useState } from 'react';
import {
  compareAchievements,
  statusOf,
  TIER_LABELS,
  TIER_ORDER,
  type AchievementSort,
  type AchievementStatusFilter,
  type AchievementTier,
} from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { SelectField } from '@/components/ui/select-field';
import {
  useAchievementCategories,
  useAchievementList,
  useAchievementProgress,
  useAchievementStatsQuery,
} from '../api/use-achievements';
import { AchievementCard, withProgress } from './achievement-card';
import { AchievementsHeader, CategoryCards } from './achievements-summary';
import '../achievements.css';

const STATUSES: { value: AchievementStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Achievements' },
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'not_started', label: 'Not Started' },
];
const SORTS: { value: AchievementSort; label: string }[] = [
  { value: 'progress', label: 'Progress' },
  { value: 'points', label: 'Points' },
  { value: 'name', label: 'Name' },
];

/** The /achievements screen (spec 2 §2.7). */
export function AchievementsView() {
  const list = useAchievementList();
  const progress = useAchievementProgress();
  const categories = useAchievementCategories();
  const stats = useAchievementStatsQuery();
  const [status, setStatus] = useState<AchievementStatusFilter>('all');
  const [tier, setTier] = useState<AchievementTier | 'all'>('all');
  const [sort, setSort] = useState<AchievementSort>('progress');
  const [category, setCategory] = useState<number | null>(null);

  const all = useMemo(() => {
    const byId = new Map((progress.data ?? []).map((p) => [p.achievement_id, p]));
    return (list.data ?? []).map((a) => withProgress(a, byId.get(a.achievement_id)));
  }, [list.data, progress.data]);
  const shown = useMemo(
    () =>
      all
        .filter((a) => status === 'all' || statusOf(a) === status)
        .filter((a) => tier === 'all' || a.tier === tier)
        .filter((a) => category === null || a.category_id === category)
        .sort(compareAchievements(sort)),
    [all, status, tier, category, sort],
  );

  const queries = [list, progress, categories, stats];
  if (queries.some((q) => q.isPending)) return <LoadingScreen label="Loading achievements..." />;
  if (queries.some((q) => q.isError) || !stats.data)
    return (
      <ErrorPanel
        message="Failed to load achievements"
        onRetry={() => queries.forEach((q) => void q.refetch())}
      />
    );

  const clearFilters = () => {
    setStatus('all');
    setTier('all');
    setCategory(null);
  };

  return (
    <div className="achievements">
      <AchievementsHeader stats={stats.data} />
      <CategoryCards
        categories={categories.data ?? []}
        achievements={all}
        selected={category}
        onSelect={setCategory}
      />
      <div className="achievements-filters">
        <SelectField
          label="Status"
          value={status}
          onChange={(value) => setStatus(value as AchievementStatusFilter)}
        >
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Tier"
          value={tier}
          onChange={(value) => setTier(value as AchievementTier | 'all')}
        >
          <option value="all">All Tiers</option>
          {TIER_ORDER.map((t) => (
            <option key={t} value={t}>
              {TIER_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Sort by" value={sort} onChange={(value) => setSort(value as AchievementSort)}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="muted" aria-live="polite">
        Showing {shown.length} of {all.length} achievements
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title="No Achievements Found"
          actions={
            <Button variant="secondary" onClick={clearFilters}>
              Clear Filters
            </Button>
          }
        />
      ) : (
        <ul className="achievement-grid">
          {shown.map((a) => (
            <AchievementCard key={a.achievement_id} achievement={a} />
          ))}
        </ul>
      )}
    </div>
  );
}
