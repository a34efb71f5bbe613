import { useState } from 'react';
import { TIER_LABELS, TIER_ORDER, type AchievementTier, type AdminAchievement } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorText } from '@/lib/api-client';
import {
  useAdminAchievementCategories,
  useAdminAchievements,
  useDeleteAchievement,
  useRecompute,
  useRecomputeStatus,
  useSaveAchievement,
} from '../api/use-admin-achievements';
import { bodyOf, formOf } from './achievement-form';
import { AchievementFormModal } from './achievement-form-modal';
import { AchievementTestModal } from './achievement-test-modal';
import { AchievementsTable } from './achievements-table';
import { SelectField } from '@/components/ui/select-field';
import '../achievements-admin.css';

const SEARCH_DEBOUNCE_MS = 300;
type Editing = { achievement: AdminAchievement | null } | null;

/** /admin/achievements (spec 3 §2): counts, filters, the table, the add/edit, delete and query-test modals. */
export function AdminAchievementsView() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [tier, setTier] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = {
    ...(debounced ? { search: debounced } : {}),
    ...(category ? { category: Number(category) } : {}),
    ...(tier ? { tier: tier as AchievementTier } : {}),
  };
  const list = useAdminAchievements(filters);
  const categories = useAdminAchievementCategories();
  const save = useSaveAchievement();
  const remove = useDeleteAchievement();
  const recompute = useRecompute();
  const recomputeStatus = useRecomputeStatus();
  const [editing, setEditing] = useState<Editing>(null);
  const [testing, setTesting] = useState<AdminAchievement | null>(null);
  const [deleting, setDeleting] = useState<AdminAchievement | null>(null);

  if (categories.isPending || (list.isPending && !list.isError))
    return <LoadingScreen label="Loading achievements..." />;
  if (categories.isError || (list.isError && Object.keys(filters).length === 0))
    return (
      <ErrorPanel
        message="Failed to load achievements data"
        onRetry={() => void Promise.all([list.refetch(), categories.refetch()])}
      />
    );
  // a failed filtered list keeps the filters on screen, so they can be changed or cleared
  const rows = list.data ?? [];

  const toggle = (a: AdminAchievement) =>
    save.mutate(
      { id: a.achievement_id, body: { ...bodyOf(formOf(a)), is_active: !a.is_active } },
      {
        onSuccess: () => toast.success(a.is_active ? 'Achievement deactivated' : 'Achievement activated'),
        onError: () => toast.error('Failed to update achievement status'),
      },
    );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.achievement_id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
      },
      onError: (error) =>
        toast.error(
          `Failed to delete achievement: ${errorText(error, { fallback: 'Unknown error', prefer: 'message' })}`,
        ),
    });
  const job = recomputeStatus.data;
  const running = job && (job.status === 'queued' || job.status === 'processing');

  return (
    <div className="admin-achievements">
      <dl className="admin-achievements__counts">
        <div>
          <dt>Total</dt>
          <dd>{rows.length}</dd>
        </div>
        <div>
          <dt>Active</dt>
          <dd>{rows.filter((a) => a.is_active).length}</dd>
        </div>
        <div>
          <dt>Secret</dt>
          <dd>{rows.filter((a) => a.is_secret).length}</dd>
        </div>
      </dl>
      <div className="admin-achievements__toolbar">
        <TextField
          label="Search achievements"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField label="Category" value={category} onChange={setCategory}>
          <option value="">All Categories</option>
          {categories.data.map((c) => (
            <option key={c.category_id} value={c.category_id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tier" value={tier} onChange={setTier}>
          <option value="">All Tiers</option>
          {TIER_ORDER.map((t) => (
            <option key={t} value={t}>
              {TIER_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <Button onClick={() => setEditing({ achievement: null })}>Add Achievement</Button>
        <Button
          variant="secondary"
          loading={recompute.isPending}
          disabled={Boolean(running)}
          onClick={() =>
            recompute.mutate(undefined, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) =>
                toast.error(errorText(error, { fallback: 'Failed to recompute achievements' })),
            })
          }
        >
          Recompute all
        </Button>
      </div>
      {job ? (
        <p className="muted" aria-live="polite">
          Re-evaluation of every collector: {job.status}
          {job.total ? ` (${job.progress} of ${job.total})` : ''}
        </p>
      ) : null}
      {list.isError ? (
        <ErrorPanel message="Failed to filter achievements" onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No achievements match these filters" />
      ) : (
        <AchievementsTable
          rows={rows}
          onToggle={toggle}
          onTest={setTesting}
          onEdit={(achievement) => setEditing({ achievement })}
          onDelete={setDeleting}
        />
      )}
      {editing ? (
        <AchievementFormModal
          achievement={editing.achievement}
          categories={categories.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {testing ? <AchievementTestModal achievement={testing} onClose={() => setTesting(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Achievement"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>
          Delete <strong>{deleting?.name}</strong>? All user progress on this achievement is also deleted.
          This action cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
