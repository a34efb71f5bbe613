import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import {
  ADMIN_PLAYER_MESSAGES,
  ADMIN_SEARCH_DEBOUNCE_MS,
  adminPlayerName,
  countLabel,
  type AdminPlayer,
  type AdminPlayerSort,
} from '@cardbinder/shared';
import {
  AdminPlayersTable,
  AdminSearchField,
  type AdminSort,
  LazyAddPlayerModal,
  LazyEditPlayerModal,
  LazyMergePlayerModal,
  useAdminPlayers,
  useDeletePlayer,
} from '@/features/catalogue-admin';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/loading-screen';
import { Page } from '@/components/ui/page';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';

/**
 * /admin/players (data_admin and up): search (300 ms), 100 per request, sort by id, name, cards or HOF; add,
 * edit with team management, and delete for players without cards (doc 3 §2, §5).
 */
export function AdminPlayersPage() {
  usePageTitle('Players');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const query = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<AdminSort<AdminPlayerSort>>({ id: 'card_count', desc: true });
  const players = useAdminPlayers({ search: query, sort: sort.id, order: sort.desc ? 'desc' : 'asc' });
  const remove = useDeletePlayer();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminPlayer | null>(null);
  const [merging, setMerging] = useState<AdminPlayer | null>(null);
  const list = players.data?.pages.flatMap((page) => page.players) ?? [];

  const changeSearch = (value: string) => {
    setSearch(value);
    setParams(value.trim() ? { search: value } : {}, { replace: true });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.player_id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
      },
      onError: (error) =>
        toast.error(errorText(error, { fallback: 'Failed to delete player', prefer: 'message' })),
    });
  };

  return (
    <Page
      title="Players"
      actions={
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
          Add Player
        </Button>
      }
    >
      <div className="admin-toolbar">
        <AdminSearchField label="Search players" value={search} onChange={changeSearch} />
      </div>
      {players.isPending ? (
        <Spinner label="Loading players" />
      ) : players.isError && list.length === 0 ? (
        <Alert>{errorText(players.error, { fallback: 'Failed to load players', prefer: 'message' })}</Alert>
      ) : (
        <>
          <AdminPlayersTable
            players={list}
            sort={sort}
            onSortChange={setSort}
            scrollResetKey={`${query}|${sort.id}|${sort.desc}`}
            empty={list.length === 0}
            onEdit={(player) => setEditing(player.player_id)}
            onDelete={setDeleting}
            onMerge={setMerging}
          />
          <div className="admin-list-footer">
            <span>{countLabel(list.length, 'player')} shown</span>
            {players.hasNextPage ? (
              <Button
                variant="secondary"
                size="sm"
                loading={players.isFetchingNextPage}
                onClick={() => void players.fetchNextPage()}
              >
                Load more
              </Button>
            ) : null}
          </div>
        </>
      )}
      <Suspense fallback={null}>
        {editing !== null ? (
          <LazyEditPlayerModal playerId={editing} onClose={() => setEditing(null)} />
        ) : null}
        {merging ? <LazyMergePlayerModal duplicate={merging} onClose={() => setMerging(null)} /> : null}
        {adding ? (
          <LazyAddPlayerModal
            onClose={() => setAdding(false)}
            onCreated={(player) => {
              setAdding(false);
              setEditing(player.player_id);
            }}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Player"
        confirmLabel="Delete"
        pending={remove.isPending}
        confirmDisabled={(deleting?.card_count ?? 0) > 0}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting && deleting.card_count > 0 ? (
          <p>{ADMIN_PLAYER_MESSAGES.cannotDelete(deleting.card_count)}</p>
        ) : (
          <p>Delete {deleting ? adminPlayerName(deleting) : ''}? This cannot be undone.</p>
        )}
      </ConfirmDialog>
    </Page>
  );
}
