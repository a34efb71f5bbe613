import { Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { isAdminRole, type CardSet } from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import {
  CatalogueSearch,
  EmptyState,
  ErrorPanel,
  LoadingPanel,
  setMatches,
  SetTile,
  useErrorToast,
  useSetsList,
} from '@/features/catalogue';
import { LazySetEditModal } from '@/features/catalogue-admin';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/api-client';
import '@/features/catalogue/catalogue.css';
import { Page } from '@/components/ui/page';

/** Sets of a year (/sets/{year}): searchable by name, organisation and manufacturer. */
export function SetsYearPage() {
  const { year: yearParam = '' } = useParams();
  const year = Number(yearParam);
  usePageTitle(`${yearParam} Sets`);
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<CardSet | null>(null);
  const sets = useSetsList(year);
  const failure = `Failed to load sets: ${errorText(sets.error, { fallback: 'Unknown error', prefer: 'message' })}`;
  useErrorToast(sets.isError, failure);
  const query = search.trim();
  const shown = useMemo(
    () => (sets.data?.sets ?? []).filter((set) => setMatches(set, query)),
    [sets.data, query],
  );
  const admin = isAdminRole(user?.role);

  return (
    <Page
      title={`${yearParam} Sets`}
      className="catalogue-page"
      headerClassName="catalogue-header"
      before={
        <Link className="back-link" to="/sets">
          <ArrowLeft size={16} aria-hidden="true" />
          All years
        </Link>
      }
      actions={
        <CatalogueSearch
          value={search}
          onChange={setSearch}
          placeholder="Search by name, organization or manufacturer..."
          label="Search sets"
        />
      }
    >
      {!Number.isInteger(year) ? (
        <EmptyState>No sets available</EmptyState>
      ) : sets.isPending ? (
        <LoadingPanel label="Loading sets..." />
      ) : sets.isError ? (
        <ErrorPanel message={failure} onRetry={() => void sets.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState>{query ? `No sets found matching "${query}"` : 'No sets available'}</EmptyState>
      ) : (
        <div className="tile-grid">
          {shown.map((set) => (
            <SetTile key={set.set_id} set={set} onEdit={admin ? () => setEditing(set) : undefined} />
          ))}
        </div>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <LazySetEditModal set={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
