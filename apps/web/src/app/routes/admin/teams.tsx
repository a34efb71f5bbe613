import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { ADMIN_SEARCH_DEBOUNCE_MS, countLabel, type Team } from '@cardbinder/shared';
import {
  AdminSearchField,
  AdminTeamsTable,
  LazyTeamFormModal,
  useAdminTeamsList,
} from '@/features/catalogue-admin';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-screen';
import { Page } from '@/components/ui/page';
import { errorText } from '@/lib/api-client';

/** /admin/teams (data_admin and up): every team in a sortable, resizable table; ?search filters it. */
export function AdminTeamsPage() {
  usePageTitle('Teams');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const query = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const teams = useAdminTeamsList(query);
  // null: closed; 'new': add; a team: edit
  const [editing, setEditing] = useState<Team | 'new' | null>(null);

  const changeSearch = (value: string) => {
    setSearch(value);
    setParams(value.trim() ? { search: value } : {}, { replace: true });
  };

  return (
    <Page
      title="Teams"
      actions={
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add Team
        </Button>
      }
    >
      <div className="admin-toolbar">
        <AdminSearchField label="Search teams" value={search} onChange={changeSearch} />
      </div>
      {teams.isPending ? (
        <Spinner label="Loading teams" />
      ) : teams.isError ? (
        <Alert>{errorText(teams.error, { fallback: 'Failed to load teams', prefer: 'message' })}</Alert>
      ) : (
        <>
          <AdminTeamsTable teams={teams.data} onEdit={setEditing} />
          <div className="admin-list-footer">
            <span>{countLabel(teams.data.length, 'team')}</span>
          </div>
        </>
      )}
      <Suspense fallback={null}>
        {editing !== null ? (
          <LazyTeamFormModal team={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : null}
      </Suspense>
    </Page>
  );
}
