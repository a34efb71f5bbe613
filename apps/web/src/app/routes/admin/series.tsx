import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_SERIES_LIMIT,
  countLabel,
  hasRole,
  type Series,
} from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import {
  AdminSearchField,
  AdminSeriesTable,
  LazyParallelModal,
  LazySeriesFormModal,
  useAdminSeries,
  useDeleteSeries,
} from '@/features/catalogue-admin';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/loading-screen';
import { Page } from '@/components/ui/page';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * /admin/series (data_admin and up): the 100 most recently created series, of ?set=, a ?search= or one
 * ?series=; add, edit, delete (confirmed) and create parallel; view cards when that screen exists.
 */
export function AdminSeriesPage() {
  usePageTitle('Series');
  const [params, setParams] = useSearchParams();
  const setId = idParam(params.get('set'));
  const seriesId = idParam(params.get('series'));
  const [search, setSearch] = useState(params.get('search') ?? '');
  const query = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const list = useAdminSeries({ setId, search: query, seriesId });
  const remove = useDeleteSeries();
  // null: closed; 'new': add; a series: edit
  const [editing, setEditing] = useState<Series | 'new' | null>(null);
  const [parallelOf, setParallelOf] = useState<Series | null>(null);
  const [deleting, setDeleting] = useState<Series | null>(null);
  const cardsScreen = hasScreen(paths.admin.cards);
  // the import wizard is admin and up (doc 3 §6): a data_admin gets no link to it
  const { user } = useAuth();
  const canImport = hasScreen(paths.admin.import) && hasRole(user?.role, 'admin');
  const setInfo = list.data?.setInfo;

  const changeSearch = (value: string) => {
    setSearch(value);
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('search', value);
    else next.delete('search');
    next.delete('series');
    setParams(next, { replace: true });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.series_id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
        setEditing(null);
      },
      onError: (error) =>
        toast.error(errorText(error, { fallback: 'Failed to delete series', prefer: 'message' })),
    });
  };

  return (
    <Page
      title={setInfo ? `Series of ${setInfo.year} ${setInfo.name}` : 'Series'}
      before={
        <ButtonLink variant="link" to={paths.admin.sets}>
          <ArrowLeft size={16} aria-hidden="true" /> Back to sets
        </ButtonLink>
      }
      actions={
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add Series
        </Button>
      }
    >
      <div className="admin-toolbar">
        <AdminSearchField label="Search series" value={search} onChange={changeSearch} />
      </div>
      {list.isPending ? (
        <Spinner label="Loading series" />
      ) : list.isError ? (
        <Alert>{errorText(list.error, { fallback: 'Failed to load series', prefer: 'message' })}</Alert>
      ) : (
        <>
          <AdminSeriesTable
            series={list.data.series}
            onEdit={setEditing}
            onParallel={setParallelOf}
            onDelete={setDeleting}
            cardsHref={cardsScreen ? (series) => `${paths.admin.cards}?series=${series.series_id}` : null}
            importHref={canImport ? (series) => `${paths.admin.import}?series=${series.series_id}` : null}
          />
          <div className="admin-list-footer">
            <span>
              {list.data.series.length >= ADMIN_SERIES_LIMIT
                ? `The ${ADMIN_SERIES_LIMIT} most recent series`
                : countLabel(list.data.series.length, 'series', 'series')}
            </span>
          </div>
        </>
      )}
      <Suspense fallback={null}>
        {editing !== null ? (
          <LazySeriesFormModal
            series={editing === 'new' ? null : editing}
            defaultSetId={setId}
            onClose={() => setEditing(null)}
            onDelete={setDeleting}
          />
        ) : null}
        {parallelOf ? <LazyParallelModal series={parallelOf} onClose={() => setParallelOf(null)} /> : null}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Series"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>
          {deleting
            ? `Delete ${deleting.name} and its ${countLabel(deleting.card_entered_count, 'card')}? This cannot be undone.`
            : ''}
        </p>
      </ConfirmDialog>
    </Page>
  );
}
