import { useState } from 'react';
import { Check, Trash2 } from 'lucide-react';
import { countLabel, type Location } from '@cardbinder/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useDeleteLocation, useUpdateLocation } from '../api/use-locations';
import { MoveCardsField } from './move-cards-field';

function LocationRow({ location, onDelete }: { location: Location; onDelete: (location: Location) => void }) {
  const [name, setName] = useState(location.location);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateLocation();
  const rename = () => {
    if (!name.trim()) {
      setError('Location name cannot be empty');
      return;
    }
    if (name.trim() === location.location) return;
    update.mutate(
      { id: location.user_location_id, location: name.trim() },
      {
        onSuccess: () => toast.show('success', 'Location updated successfully'),
        onError: (problem) =>
          toast.show('error', errorText(problem, { fallback: 'Failed to update location name' })),
      },
    );
  };
  return (
    <li className="cc-location-row">
      <input
        className="field__input"
        aria-label={`Name of ${location.location}`}
        value={name}
        maxLength={100}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            rename();
          }
        }}
      />
      <span className="muted">{countLabel(location.card_count, 'card')}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={`Rename ${location.location}`}
        onClick={rename}
      >
        <Check size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button cc-danger"
        aria-label={`Delete ${location.location}`}
        onClick={() => onDelete(location)}
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
      <FormError>{error}</FormError>
    </li>
  );
}

/** Manage Locations with its Reassign Cards step (spec 2 §4: a location with cards is emptied first). */
export function ManageLocationsModal({
  open,
  onClose,
  locations,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  locations: readonly Location[];
  onDeleted: (id: number) => void;
}) {
  const remove = useDeleteLocation();
  const [reassigning, setReassigning] = useState<Location | null>(null);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);

  const deleteLocation = (location: Location, reassignTo?: number) =>
    remove.mutate(
      { id: location.user_location_id, reassignTo },
      {
        onSuccess: () => {
          toast.show(
            'success',
            reassignTo ? 'Cards reassigned and location deleted' : 'Location deleted successfully',
          );
          onDeleted(location.user_location_id);
          setReassigning(null);
        },
        onError: (problem) =>
          toast.show(
            'error',
            errorText(problem, {
              fallback: reassignTo
                ? 'Failed to reassign cards and delete location'
                : 'Failed to delete location',
            }),
          ),
      },
    );

  const confirmReassign = () => {
    if (!reassigning) return;
    if (!target) return setError('Please select a location to reassign cards to');
    if (Number(target) === reassigning.user_location_id) {
      return setError('Cannot reassign cards to the same location');
    }
    deleteLocation(reassigning, Number(target));
  };

  return (
    <>
      <Modal open={open && !reassigning} onClose={onClose} title="Manage Locations">
        {locations.length === 0 ? <p className="muted">No locations yet.</p> : null}
        <ul className="cc-location-list">
          {locations.map((location) => (
            <LocationRow
              key={`${location.user_location_id}-${location.location}`}
              location={location}
              onDelete={(chosen) => {
                if (chosen.card_count === 0) deleteLocation(chosen);
                else {
                  setTarget('');
                  setError(null);
                  setReassigning(chosen);
                }
              }}
            />
          ))}
        </ul>
      </Modal>
      <ConfirmDialog
        open={reassigning !== null}
        onClose={() => setReassigning(null)}
        title="Reassign Cards"
        confirmLabel="Reassign and Delete"
        pending={remove.isPending}
        onConfirm={confirmReassign}
      >
        {reassigning ? (
          <div className="cc-form">
            <p>
              {reassigning.location} holds {countLabel(reassigning.card_count, 'card')}. Move them to another
              location before it is deleted.
            </p>
            <MoveCardsField
              choices={locations.filter(
                (location) => location.user_location_id !== reassigning.user_location_id,
              )}
              value={target}
              onChange={(value) => {
                setTarget(value);
                setError(null);
              }}
              error={error}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
