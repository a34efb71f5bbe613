import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  collectionToCsv,
  countOfLabel,
  sortUserCards,
  userCardMatchesSearch,
  type Location,
  type UserCard,
} from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { shipped } from '@/config/screens';
import { errorText } from '@/lib/api-client';
import {
  useAchievementStats,
  useCollectionCards,
  useCollectionStats,
  useCollectionTeams,
} from '../api/use-collection';
import { useLocations, useUpdateLocation } from '../api/use-locations';
import { useCardActions, withFavoriteMarks } from '../hooks/use-card-actions';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import { downloadText } from '../lib/download';
import { ownsNoCards } from '../lib/location-scope';
import { CollectionEmptyState } from './collection-empty-state';
import { CollectionHeaderStats, TraitTiles } from './collection-stats';
import { CollectionTable } from './collection-table';
import { CollectionToolbar, type CollectionView } from './collection-toolbar';
import { DeleteCardDialog } from './delete-card-dialog';
import { LocationScope, NothingShown } from './location-scope';
import { LocationTags } from './location-tags';
import { TeamChips } from './team-chips';
import './collection.css';
import './collection-dashboard.css';

// Loaded when first opened: the forms, photo editor and gallery are not needed to show the list.
const EditCardModal = lazy(async () => ({ default: (await import('./edit-card-modal')).EditCardModal }));
const AddLocationModal = lazy(async () => ({
  default: (await import('./add-location-modal')).AddLocationModal,
}));
const ManageLocationsModal = lazy(async () => ({
  default: (await import('./manage-locations-modal')).ManageLocationsModal,
}));
const MarkReceivedDialog = lazy(async () => ({
  default: (await import('./mark-received-dialog')).MarkReceivedDialog,
}));
const CollectionGallery = lazy(async () => ({
  default: (await import('./collection-gallery')).CollectionGallery,
}));

function useErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.show('error', message);
  }, [failed, message]);
}

/** True from the frame after `ready` turned true was painted. */
function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

/** My Collection: stats, trait tiles, team chips, location tags and the card list (spec 2 §2.1). */
export function CollectionDashboard() {
  const [params] = useSearchParams();
  const highlightId = Number(params.get('highlight')) || null;
  const locations = useLocations();
  const locationList = locations.data ?? (locations.isError ? [] : undefined);
  const dashboard = useDashboardFilters(locationList);
  const cards = useCollectionCards(dashboard.filters, dashboard.ready);
  // the list first: stats and chips are asked once its rows are on screen (or it failed), not beside it
  const listSettled = useAfterPaint(cards.isSuccess || cards.isError || locations.isError);
  const stats = useCollectionStats(listSettled);
  const achievements = useAchievementStats();
  const teams = useCollectionTeams(listSettled);
  const updateLocation = useUpdateLocation();
  const actions = useCardActions();
  const [view, setView] = useState<CollectionView>('table');
  const [search, setSearch] = useState('');
  // the box echoes each key at once; filtering and drawing up to 10,000 rows follow as interruptible background work
  const deferredSearch = useDeferredValue(search);
  const filtering = search !== deferredSearch;
  const [editing, setEditing] = useState<UserCard | null>(null);
  const [addingLocation, setAddingLocation] = useState(false);
  const [managing, setManaging] = useState(false);
  const [receiving, setReceiving] = useState<Location | null>(null);

  useErrorToast(stats.isError, 'Failed to load collection statistics');
  useErrorToast(locations.isError, 'Failed to load locations');
  useErrorToast(teams.isError, 'Failed to load team data');
  useErrorToast(cards.isError, 'Failed to load collection cards');

  const all = useMemo(() => sortUserCards(cards.data ?? []), [cards.data]);
  const filtered = useMemo(
    () => all.filter((card) => userCardMatchesSearch(card, deferredSearch)),
    [all, deferredSearch],
  );
  const shown = useMemo(
    () => withFavoriteMarks(filtered, actions.favoriteMarks),
    [filtered, actions.favoriteMarks],
  );
  // the modal edits the freshest copy after a save refreshed the list
  const editingCard = editing
    ? (all.find((card) => card.user_card_id === editing.user_card_id) ?? editing)
    : null;

  const listActions = { onEdit: setEditing, onFavorite: actions.toggleFavorite, onDelete: actions.askDelete };
  const empty = ownsNoCards({
    statsTotal: stats.data?.total_cards,
    locations: locationList ?? [],
    listHoldsAll: (dashboard.showingAll || dashboard.filters.locationIds.length === 0) && !dashboard.narrowed,
    listLength: cards.isSuccess && !cards.isPlaceholderData ? all.length : undefined,
  });
  const nothingShown = cards.isSuccess && !cards.isPlaceholderData && shown.length === 0 && empty === false;

  return (
    <div className="cc-dashboard">
      <CollectionHeaderStats stats={stats.data} achievements={achievements.data} />
      <TraitTiles stats={stats.data} active={dashboard.traits} onToggle={dashboard.toggleTrait} />
      <TeamChips
        teams={teams.data ?? []}
        selected={dashboard.filters.teamIds}
        onToggle={dashboard.toggleTeam}
      />
      <LocationTags
        locations={locationList ?? []}
        selected={dashboard.filters.locationIds}
        onToggle={dashboard.toggleLocation}
        onToggleDashboard={(location) =>
          updateLocation.mutate(
            { id: location.user_location_id, is_dashboard: !location.is_dashboard },
            {
              onError: (problem) =>
                toast.show('error', errorText(problem, { fallback: 'Failed to update location visibility' })),
            },
          )
        }
        onAdd={() => setAddingLocation(true)}
        onManage={() => setManaging(true)}
        onMarkReceived={shipped.marketplaceSync ? setReceiving : undefined}
      />
      <LocationScope
        locations={locationList ?? []}
        selectedIds={dashboard.filters.locationIds}
        showingAll={dashboard.showingAll}
        narrowed={dashboard.narrowed}
        onShowAll={dashboard.showAll}
      />
      {empty ? (
        <CollectionEmptyState />
      ) : (
        <>
          <CollectionToolbar
            search={search}
            onSearch={setSearch}
            view={view}
            onView={setView}
            onDownload={
              shown.length === 0 ? null : () => downloadText(collectionToCsv(shown), 'my-collection.csv')
            }
          />
          {cards.isPending && dashboard.ready ? <p className="muted">Loading cards…</p> : null}
          {nothingShown ? (
            <NothingShown
              owned={stats.data?.total_cards}
              searching={all.length > 0}
              canWiden={!dashboard.showingAll}
              onShowAll={dashboard.showAll}
            />
          ) : view === 'table' ? (
            <CollectionTable
              cards={shown}
              highlightId={highlightId}
              scrollResetKey={`${deferredSearch}|${JSON.stringify(dashboard.filters)}`}
              busy={filtering}
              {...listActions}
            />
          ) : (
            <Suspense fallback={<p className="muted">Loading gallery…</p>}>
              <CollectionGallery cards={shown} highlightId={highlightId} {...listActions} />
            </Suspense>
          )}
          <p
            className="cc-footer"
            aria-live="polite"
          >{`Showing ${countOfLabel(shown.length, all.length, 'card')}`}</p>
        </>
      )}

      <DeleteCardDialog
        card={actions.deleting}
        deleting={actions.deletePending}
        onCancel={actions.cancelDelete}
        onConfirm={(card) => actions.confirmDelete(card)}
      />
      <Suspense fallback={null}>
        {editingCard ? (
          <EditCardModal card={editingCard} title="Quick Edit Card" onClose={() => setEditing(null)} />
        ) : null}
        {addingLocation ? (
          <AddLocationModal
            open
            onClose={() => setAddingLocation(false)}
            onCreated={(location) => {
              if (location.is_dashboard) dashboard.selectLocation(location.user_location_id);
            }}
          />
        ) : null}
        {receiving ? (
          <MarkReceivedDialog
            inTransit={receiving}
            locations={locationList ?? []}
            onClose={() => setReceiving(null)}
            onDone={(id) => {
              setReceiving(null);
              dashboard.dropLocation(id);
            }}
          />
        ) : null}
        {managing ? (
          <ManageLocationsModal
            open
            onClose={() => setManaging(false)}
            locations={locationList ?? []}
            onDeleted={dashboard.dropLocation}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
