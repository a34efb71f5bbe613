import { useState } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS, adminPlayerName, countLabel, type AdminPlayer } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorText } from '@/lib/api-client';
import { useAdminPlayers, useMergePlayers } from '../api/use-admin-players';
import { AdminSearchField } from './admin-search-field';
import '../catalogue-admin.css';

const SHOWN = 8;

/**
 * Merge a duplicate player record into another (beyond the spec): pick the player to keep; the duplicate's
 * cards, teams and addresses move to it and the duplicate is deleted.
 */
export function MergePlayerModal({ duplicate, onClose }: { duplicate: AdminPlayer; onClose: () => void }) {
  const merge = useMergePlayers();
  const [search, setSearch] = useState(duplicate.last_name);
  const query = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const candidates = useAdminPlayers({ search: query, sort: 'card_count', order: 'desc' });
  const [survivor, setSurvivor] = useState<AdminPlayer | null>(null);
  const choices = (candidates.data?.pages[0]?.players ?? [])
    .filter((player) => player.player_id !== duplicate.player_id)
    .slice(0, SHOWN);
  const duplicateName = adminPlayerName(duplicate);

  const confirm = () => {
    if (!survivor) return;
    merge.mutate(
      { survivorId: survivor.player_id, duplicateId: duplicate.player_id },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) =>
          toast.error(errorText(error, { fallback: 'Failed to merge players', prefer: 'message' })),
      },
    );
  };

  return (
    <Modal
      open
      title={`Merge ${duplicateName}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={merge.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={merge.isPending} disabled={!survivor}>
            Merge
          </Button>
        </>
      }
    >
      <div className="admin-form">
        <p className="admin-form__muted">
          {`${duplicateName} (${countLabel(duplicate.card_count, 'card')}) is merged into the player you keep: its cards, teams and addresses move there, and ${duplicateName} is deleted.`}
        </p>
        <AdminSearchField label="Find the player to keep" value={search} onChange={setSearch} />
        <ul className="card-pairs" aria-label="Players to keep">
          {choices.map((player) => (
            <li key={player.player_id}>
              <button
                type="button"
                className="card-pairs__pick"
                aria-pressed={survivor?.player_id === player.player_id}
                onClick={() => setSurvivor(player)}
              >
                {`${adminPlayerName(player)} · ${countLabel(player.card_count, 'card')} · #${player.player_id}`}
              </button>
            </li>
          ))}
        </ul>
        {survivor ? <p>{`Keep ${adminPlayerName(survivor)} and merge ${duplicateName} into it.`}</p> : null}
      </div>
    </Modal>
  );
}
