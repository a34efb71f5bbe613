import { Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_SETS_DEFAULT_LIMIT,
  countLabel,
  SET_YEAR,
  type AdminSet,
  type AdminSetSort,
} from '@cardbinder/shared';
import {
  AdminSearchField,
  AdminSetsTable,
  type AdminSort,
  LazySeriesFormModal,
  LazySetEditModal,
  useAdminSets,
} from '@/features/catalogue-admin';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-screen';
import { Page } from '@/components/ui/page';
import { errorText } from '@/lib/api-client';

const yearOf = (value: string | undefined): number | null => {
  const year = Number(value);
  return Number.isInteger(year) && year >= SET_YEAR.min && year <= SET_YEAR.max ? year : null;
};

/**
 * /admin/sets and /admin/sets/{year} ('Admin Sets', data_admin and up): the 20 most recently viewed sets (or
 * every set, or one year's), searched and sorted by the server; add and edit with the shared set form.
 */
export function AdminSetsPage() {
  usePageTitle('Admin Sets');
  const { year: yearParam } = useParams();
  const year = yearOf(yearParam);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const query = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<AdminSort<AdminSetSort>>({ id: 'last_viewed', desc: true });
  const [all, setAll] = useState(false);
  const sets = useAdminSets({ search: query, sort: sort.id, order: sort.desc ? 'desc' : 'asc', all, year });
  // null: closed; 'new': add; a set: edit
  const [editing, setEditing] = useState<AdminSet | 'new' | null>(null);
  const [seriesOf, setSeriesOf] = useState<AdminSet | null>(null);
  const seriesScreen = hasScreen(paths.admin.series);

  const changeSearch = (value: string) => {
    setSearch(value);
    setParams(value.trim() ? { search: value } : {}, { replace: true });
  };

  if (yearParam !== undefined && year === null) {
    return (
      <Page title="Admin Sets">
        <Alert>{`Year must be between ${SET_YEAR.min} and ${SET_YEAR.max}`}</Alert>
      </Page>
    );
  }

  return (
    <Page
      title="Admin Sets"
      subtitle={year !== null ? <p className="muted">Sets of {year}</p> : null}
      actions={
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add Set
        </Button>
      }
    >
      <div className="admin-toolbar">
        <AdminSearchField label="Search sets" value={search} onChange={changeSearch} />
        {year !== null ? (
          <ButtonLink variant="secondary" to={paths.admin.sets}>
            All years
          </ButtonLink>
        ) : null}
      </div>
      {sets.isPending ? (
        <Spinner label="Loading sets" />
      ) : sets.isError ? (
        <Alert>
          {`Failed to load sets: ${errorText(sets.error, { fallback: 'Unknown error', prefer: 'message' })}`}
        </Alert>
      ) : (
        <>
          <AdminSetsTable
            sets={sets.data}
            sort={sort}
            onSortChange={setSort}
            onEdit={setEditing}
            onAddSeries={setSeriesOf}
            seriesHref={seriesScreen ? (set) => `${paths.admin.series}?set=${set.set_id}` : null}
          />
          <div className="admin-list-footer">
            <span>{countLabel(sets.data.length, 'set')} shown</span>
            {year === null && !all && sets.data.length >= ADMIN_SETS_DEFAULT_LIMIT ? (
              <Button variant="secondary" size="sm" onClick={() => setAll(true)}>
                Show all sets
              </Button>
            ) : null}
          </div>
        </>
      )}
      <Suspense fallback={null}>
        {editing !== null ? (
          <LazySetEditModal
            set={editing === 'new' ? null : editing}
            defaultYear={year ?? undefined}
            onClose={() => setEditing(null)}
          />
        ) : null}
        {seriesOf ? (
          <LazySeriesFormModal
            series={null}
            defaultSetId={seriesOf.set_id}
            onClose={() => setSeriesOf(null)}
          />
        ) : null}
      </Suspense>
    </Page>
  );
}
