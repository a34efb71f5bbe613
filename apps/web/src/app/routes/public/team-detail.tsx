import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { formatCount, countOfLabel, isAdminRole, SEARCH } from '@cardbinder/shared';
import { Pencil } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { TeamCircle } from '@/components/ui/team-circle';
import { useAuth } from '@/features/auth';
import { catalogueKeys } from '@/lib/query-keys';
import {
  adminSearchPath,
  CatalogueSearch,
  EmptyState,
  ErrorPanel,
  LoadingPanel,
  LoadMore,
  PlayerTile,
  teamAbbreviation,
  teamPath,
  useCanonicalPath,
  usePlayersList,
  useRecordVisit,
  useTeamDetail,
  useTrackTeamVisit,
} from '@/features/catalogue';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import '@/features/catalogue/catalogue.css';

/**
 * Team detail (/teams/{teamSlug}): header counts, player search and grid. The players come 100 at a time
 * as the visitor scrolls, and the search (after the 300 ms pause) asks the server, so it finds every player.
 */
export function TeamDetailPage() {
  const { teamSlug = '' } = useParams();
  const { user } = useAuth();
  const detail = useTeamDetail(teamSlug);
  const team = detail.data?.team;
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH.debounceMs);
  const players = useDeferredQuery(
    usePlayersList({ search: query, teamId: team?.team_id }, { enabled: team !== undefined }),
  );
  usePageTitle(team?.name ?? (detail.isError ? 'Team Not Found' : 'Team'));
  useCanonicalPath(
    team ? teamPath(team.slug) : null,
    team && { queryKey: catalogueKeys.team(team.slug), data: detail.data },
  );
  const trackVisit = useTrackTeamVisit().mutate;
  useRecordVisit(
    'team',
    team ? { id: team.team_id, slug: team.slug, name: team.name } : null,
    useCallback((id: number) => trackVisit(id), [trackVisit]),
  );

  const list = players.data?.pages.flatMap((page) => page.players) ?? [];
  const total = players.data?.pages[0]?.pagination.total;

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
              <dd>{formatCount(team.card_count)}</dd>
            </div>
            <div>
              <dt>Players</dt>
              <dd>{formatCount(team.player_count)}</dd>
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
        {total !== undefined ? (
          <span className="list-toolbar__count" aria-live="polite">
            {countOfLabel(list.length, total, 'player')}
          </span>
        ) : null}
        {search ? (
          <Button variant="ghost" size="sm" onClick={() => setSearch('')}>
            Clear
          </Button>
        ) : null}
      </div>
      {players.isPending ? (
        <LoadingPanel label="Loading players..." />
      ) : players.isError && list.length === 0 ? (
        <ErrorPanel message="Failed to load team data" onRetry={() => void players.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{query ? `No players found matching "${query}"` : 'No players available'}</EmptyState>
      ) : (
        <>
          <div className="tile-grid">
            {list.map((player) => (
              <PlayerTile key={player.player_id} player={player} teamSlug={team.slug} />
            ))}
          </div>
          <LoadMore query={players} label="Loading more players" />
        </>
      )}
    </section>
  );
}
