import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { isAdminRole } from '@cardbinder/shared';
import { Pencil } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { TeamCircle } from '@/components/ui/team-circle';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { useTeamDetail } from '@/features/catalogue/api/use-team-detail';
import { useTeamPlayers } from '@/features/catalogue/api/use-team-players';
import { useTrackTeamVisit } from '@/features/catalogue/api/use-track-visit';
import { adminSearchPath, teamAbbreviation } from '@/features/catalogue/catalogue-paths';
import { CatalogueSearch } from '@/features/catalogue/components/catalogue-search';
import { PlayerTile } from '@/features/catalogue/components/player-tile';
import { EmptyState, ErrorPanel, LoadingPanel } from '@/features/catalogue/components/query-state';
import { useRecordVisit } from '@/features/catalogue/hooks/use-recent-visits';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import '@/features/catalogue/catalogue.css';

/** Team detail (/teams/{teamSlug}): header counts, player search and grid. */
export function TeamDetailPage() {
  const { teamSlug = '' } = useParams();
  const { user } = useAuth();
  const detail = useTeamDetail(teamSlug);
  const team = detail.data?.team;
  const players = useTeamPlayers(team?.team_id);
  const [search, setSearch] = useState('');
  usePageTitle(team?.name ?? (detail.isError ? 'Team Not Found' : 'Team'));
  const trackVisit = useTrackTeamVisit().mutate;
  useRecordVisit(
    'team',
    team ? { id: team.team_id, slug: team.slug, name: team.name } : null,
    useCallback((id: number) => trackVisit(id), [trackVisit]),
  );

  const all = useMemo(() => players.data?.players ?? [], [players.data]);
  const query = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      query
        ? all.filter((player) =>
            [`${player.first_name} ${player.last_name}`, player.nick_name ?? ''].some((text) =>
              text.toLowerCase().includes(query),
            ),
          )
        : all,
    [all, query],
  );

  if (detail.isPending) return <LoadingPanel label="Loading team..." />;
  if (detail.isError || !team) {
    return (
      <section className="page page--narrow">
        <ErrorPanel
          message={isApiError(detail.error, 404) ? 'Team not found' : 'Failed to load team data'}
          onRetry={() => void detail.refetch()}
        >
          <ButtonLink to="/teams" variant="ghost">
            Back to Teams
          </ButtonLink>
        </ErrorPanel>
      </section>
    );
  }

  return (
    <section className="page catalogue-page">
      <header className="detail-header">
        <TeamCircle
          size="xl"
          abbreviation={teamAbbreviation(team)}
          name={team.name}
          primaryColor={team.primary_color}
          secondaryColor={team.secondary_color}
        />
        <div className="detail-header__main">
          <h1 className="detail-header__title">{team.name}</h1>
          {team.organization_name ? <p className="detail-header__sub">{team.organization_name}</p> : null}
          <dl className="count-list">
            <div>
              <dt>Cards</dt>
              <dd>{team.card_count.toLocaleString()}</dd>
            </div>
            <div>
              <dt>Players</dt>
              <dd>{team.player_count.toLocaleString()}</dd>
            </div>
          </dl>
        </div>
        {isAdminRole(user?.role) ? (
          <ButtonLink to={adminSearchPath('teams', team.name)} variant="secondary" size="sm">
            <Pencil size={16} aria-hidden="true" />
            Edit Team
          </ButtonLink>
        ) : null}
      </header>
      <div className="list-toolbar">
        <CatalogueSearch
          value={search}
          onChange={setSearch}
          placeholder="Search players by name or nickname..."
          label="Search players"
        />
        {players.data ? (
          <span className="list-toolbar__count">{`${shown.length} of ${all.length} players`}</span>
        ) : null}
        {search ? (
          <Button variant="ghost" size="sm" onClick={() => setSearch('')}>
            Clear
          </Button>
        ) : null}
      </div>
      {players.isPending ? (
        <LoadingPanel label="Loading players..." />
      ) : players.isError ? (
        <ErrorPanel message="Failed to load team data" onRetry={() => void players.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState>
          {query ? `No players found matching "${search.trim()}"` : 'No players available'}
        </EmptyState>
      ) : (
        <div className="tile-grid">
          {shown.map((player) => (
            <PlayerTile key={player.player_id} player={player} teamSlug={team.slug} />
          ))}
        </div>
      )}
    </section>
  );
}
