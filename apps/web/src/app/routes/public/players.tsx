import { useState } from 'react';
import { countLabel, isAdminRole, SEARCH } from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import {
  adminSearchPath,
  CatalogueSearch,
  EmptyState,
  ErrorPanel,
  LoadingPanel,
  LoadMore,
  PlayerTile,
  usePlayersList,
} from '@/features/catalogue';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { usePageTitle } from '@/hooks/use-page-title';
import '@/features/catalogue/catalogue.css';
import { Page } from '@/components/ui/page';

/** Players (/players): search with a 300 ms pause, tiles 100 at a time, more on scroll. */
export function PlayersPage() {
  usePageTitle('Players');
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH.debounceMs);
  const players = useDeferredQuery(usePlayersList({ search: query }));

  const list = players.data?.pages.flatMap((page) => page.players) ?? [];
  const total = players.data?.pages[0]?.pagination.total;
  const admin = isAdminRole(user?.role);

  return (
    <Page
      title="Players"
      className="catalogue-page"
      headerClassName="catalogue-header"
      subtitle={
        total !== undefined ? <p className="catalogue-header__meta">{countLabel(total, 'player')}</p> : null
      }
      actions={
        <CatalogueSearch
          value={search}
          onChange={setSearch}
          placeholder="Search players..."
          label="Search players"
          autoFocus
        />
      }
    >
      {players.isPending ? (
        <LoadingPanel label="Loading players..." />
      ) : players.isError && list.length === 0 ? (
        <ErrorPanel message="Failed to load players data" onRetry={() => void players.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{query ? `No players found matching "${query}"` : 'No players available'}</EmptyState>
      ) : (
        <>
          <div className="tile-grid">
            {list.map((player) => (
              <PlayerTile
                key={player.player_id}
                player={player}
                editHref={
                  admin ? adminSearchPath('players', `${player.first_name} ${player.last_name}`) : undefined
                }
              />
            ))}
          </div>
          <LoadMore query={players} label="Loading more players" />
        </>
      )}
    </Page>
  );
}
