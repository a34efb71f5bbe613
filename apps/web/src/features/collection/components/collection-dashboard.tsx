import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { sortUserCards, withEntryValues, type Location, type UserCard } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { shipped } from '@/config/screens';
import { errorText } from '@/lib/api-client';
import { useEntryValues } from '@/features/values';
import {
  useAchievementStats,
  useCollectionCards,
  useCollectionStats,
  useCollectionTeams,
} from '../api/use-collection';
import { useLocations, useUpdateLocation } from '../api/use-locations';
import { useCardActions } from '../hooks/use-card-actions';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import { ownsNoCards } from '../lib/location-scope';
import { CollectionEmptyState } from './collection-empty-state';
import { CollectionHeaderStats, TraitTiles } from './collection-stats';
import { CollectionCardList } from './collection-card-list';
import { DeleteCardDialog } from './delete-card-dialog';
import type { ForTradeMarks } from './for-trade';
import { LocationScope } from './location-scope';
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

/**
 * My Collection: stats, trait tiles, team chips, location tags and the card list (spec 2 §2.1); the page
 * gives the copies for trade (the trading feature's), which the list shows and changes.
 */
export function CollectionDashboard({ forTrade }: { forTrade?: ForTradeMarks } = {}) {
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
  const entryValues = useEntryValues(listSettled);
  const updateLocation = useUpdateLocation();
  const actions = useCardActions();
  const [editing, setEditing] = useState<UserCard | null>(null);
  const [addingLocation, setAddingLocation] = useState(false);
  const [managing, setManaging] = useState(false);
  const [receiving, setReceiving] = useState<Location | null>(null);

  useErrorToast(stats.isError, 'Failed to load collection statistics');
  useErrorToast(locations.isError, 'Failed to load locations');
  useErrorToast(teams.isError, 'Failed to load team data');
  useErrorToast(cards.isError, 'Failed to load collection cards');

  // each entry's value (own estimate, else its card's value for its grade) is its current value
  const all = useMemo(
    () => withEntryValues(sortUserCards(cards.data ?? []), entryValues.data),
    [cards.data, entryValues.data],
  );
  // the header's value, cost and gain tiles: the list draws them, of exactly the entries it shows
  const [totalsSlot, setTotalsSlot] = useState<HTMLElement | null>(null);
  // the modal edits the freshest copy after a save refreshed the list
  const editingCard = editing
    ? (all.find((card) => card.user_card_id === editing.user_card_id) ?? editing)
    : null;

  const { toggleFavorite, askDelete } = actions;
  const listActions = useMemo(
    () => ({ onEdit: setEditing, onFavorite: toggleFavorite, onDelete: askDelete }),
    [toggleFavorite, askDelete],
  );
  const empty = ownsNoCards({
    statsTotal: stats.data?.total_cards,
    locations: locationList ?? [],
    listHoldsAll: (dashboard.showingAll || dashboard.filters.locationIds.length === 0) && !dashboard.narrowed,
    listLength: cards.isSuccess && !cards.isPlaceholderData ? all.length : undefined,
  });

  return (
    <div className="cc-dashboard">
      <CollectionHeaderStats stats={stats.data} achievements={achievements.data} totalsSlot={setTotalsSlot} />
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
        <CollectionCardList
          cards={all}
          settled={cards.isSuccess && !cards.isPlaceholderData && empty === false}
          loading={cards.isPending && dashboard.ready}
          favoriteMarks={actions.favoriteMarks}
          actions={listActions}
          highlightId={highlightId}
          filtersKey={JSON.stringify(dashboard.filters)}
          owned={stats.data?.total_cards}
          canWiden={!dashboard.showingAll}
          onShowAll={dashboard.showAll}
          forTrade={forTrade}
          totalsSlot={totalsSlot}
          locations={locationList ?? []}
        />
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
