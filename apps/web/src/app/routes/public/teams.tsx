import { useMemo, useState } from 'react';
import { countLabel } from '@cardbinder/shared';
import {
  CatalogueSearch,
  EmptyState,
  ErrorPanel,
  LoadingPanel,
  teamMatches,
  TeamTile,
  useTeamsList,
} from '@/features/catalogue';
import { usePageTitle } from '@/hooks/use-page-title';
import '@/features/catalogue/catalogue.css';
import { Page } from '@/components/ui/page';

/** Teams (/teams): every team, searched by name, abbreviation and organisation abbreviation. */
export function TeamsPage() {
  usePageTitle('Teams');
  const [search, setSearch] = useState('');
  const teams = useTeamsList();
  const query = search.trim();
  const shown = useMemo(
    () => (teams.data?.teams ?? []).filter((team) => teamMatches(team, query)),
    [teams.data, query],
  );

  return (
    <Page
      title="Teams"
      className="catalogue-page"
      headerClassName="catalogue-header"
      subtitle={
        teams.data ? (
          <p className="catalogue-header__meta">{countLabel(teams.data.teams.length, 'team')}</p>
        ) : null
      }
      actions={
        <CatalogueSearch
          value={search}
          onChange={setSearch}
          placeholder="Search teams..."
          label="Search teams"
        />
      }
    >
      {teams.isPending ? (
        <LoadingPanel label="Loading teams..." />
      ) : teams.isError ? (
        <ErrorPanel message="Failed to load teams data" onRetry={() => void teams.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState>{query ? `No teams found matching "${query}"` : 'No teams available'}</EmptyState>
      ) : (
        <div className="tile-grid">
          {shown.map((team) => (
            <TeamTile key={team.team_id} team={team} />
          ))}
        </div>
      )}
    </Page>
  );
}
